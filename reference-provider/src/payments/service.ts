// What the payment routes share: the settings, the acquirer's clock, the callback sender, and the
// provider's public address as the shopper's browser reaches it.
import type { Db } from '../db/types';
import type { Context, Logger } from '../http/context';
import { CallbackSender } from './acquirer';
import { callbackRetryDelaysFromEnv, paymentSettingsFromEnv, type PaymentOptions, type PaymentSettings } from './config';

export interface Payments {
  settings: PaymentSettings;
  now: () => number;
  callbacks: CallbackSender;
  close(): Promise<void>;
}

export function createPayments(db: Db, options: PaymentOptions, logger: Logger): Payments {
  const settings: PaymentSettings = { ...paymentSettingsFromEnv(), ...options.settings };
  const now = options.clock ?? Date.now;
  const callbacks = new CallbackSender(db, settings, logger, {
    retryDelaysMs: options.callbackRetryDelaysMs ?? callbackRetryDelaysFromEnv(),
    timeoutMs: options.callbackTimeoutMs,
    clock: now,
  });
  return { settings, now, callbacks, close: () => callbacks.close() };
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** ACQUIRER_PUBLIC_URL, else the origin the request was sent to (http), else loopback. */
export function publicUrl(payments: Payments, ctx: Context): string {
  if (payments.settings.publicUrl) return payments.settings.publicUrl;
  const host = ctx.req.headers.host ?? '';
  return HOST.test(host) ? `http://${host}` : 'http://127.0.0.1';
}
