// The payments' settings (docs/payments-contract.md "Environment"): the secret shared with the
// storefront, the merchant token, the acquirer's public address, the currency and the QR payees.
import { SECRET_MIN_BYTES } from './signing';

export interface PaymentSettings {
  /** The HMAC key shared with the storefront; null: the hosted page is off (503). */
  acquirerSecret: string | null;
  /** The merchant token the signed form must carry. */
  acquirerToken: string;
  /** The provider's address as the shopper's browser reaches it; null: the request's own origin. */
  publicUrl: string | null;
  currency: string;
  pix: { key: string; merchantName: string; merchantCity: string };
  upi: { vpa: string; payeeName: string };
  /** How long a quote of a Pix/UPI charge holds (PAYMENT_QUOTE_SECONDS). */
  quoteLifetimeMs: number;
}

/** A quote holds 15 minutes unless PAYMENT_QUOTE_SECONDS says otherwise. */
export const DEFAULT_QUOTE_LIFETIME_MS = 15 * 60_000;

export const DEFAULT_ACQUIRER_TOKEN = 'svc_reference_shop';

export interface PaymentOptions {
  settings?: Partial<PaymentSettings>;
  /** The acquirer's clock (milliseconds): freshness of signed forms, session expiry, card expiry. */
  clock?: () => number;
  /** Waits before each retry of an undelivered callback; default 5 s, 30 s, 2 min. */
  callbackRetryDelaysMs?: readonly number[];
  /** How long a callback delivery may take before it counts as failed; default 10 s. */
  callbackTimeoutMs?: number;
}

function setting(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function paymentSettingsFromEnv(env: Record<string, string | undefined> = process.env): PaymentSettings {
  // No default, not even for development: a secret in the repository is no secret. `npm run demo`
  // makes one and gives it to both programs; without one the hosted page answers 503.
  const secret = setting(env, 'ACQUIRER_SECRET') ?? null;
  if (secret !== null && Buffer.byteLength(secret, 'utf8') < SECRET_MIN_BYTES) {
    throw new Error(`ACQUIRER_SECRET must be at least ${SECRET_MIN_BYTES} bytes`);
  }
  const token = setting(env, 'ACQUIRER_TOKEN') ?? DEFAULT_ACQUIRER_TOKEN;
  if (!/^[\x21-\x7e]{1,512}$/.test(token)) throw new Error('ACQUIRER_TOKEN must be printable ASCII without spaces');
  const publicUrl = setting(env, 'ACQUIRER_PUBLIC_URL') ?? null;
  if (publicUrl !== null && !/^https?:\/\/[^\s/]+$/.test(publicUrl.replace(/\/+$/, ''))) {
    throw new Error('ACQUIRER_PUBLIC_URL must be an http(s) origin such as https://pay.example.com');
  }
  const currency = setting(env, 'PAYMENT_CURRENCY') ?? 'EUR';
  if (!/^[A-Z]{3}$/.test(currency)) throw new Error('PAYMENT_CURRENCY must be 3 upper-case letters');
  const vpa = setting(env, 'UPI_VPA') ?? 'referenceshop@okaxis';
  if (!/^[A-Za-z0-9._-]+@[A-Za-z][A-Za-z0-9.]*$/.test(vpa)) throw new Error('UPI_VPA must look like name@handle');
  const pixKey = setting(env, 'PIX_KEY') ?? 'pix@reference-provider.example';
  if (!/^[\x21-\x7e]{1,77}$/.test(pixKey)) throw new Error('PIX_KEY must be 1 to 77 printable characters without spaces');
  const quoteSeconds = setting(env, 'PAYMENT_QUOTE_SECONDS');
  if (quoteSeconds !== undefined && !/^\d{1,4}$/.test(quoteSeconds)) throw new Error('PAYMENT_QUOTE_SECONDS must be a whole number of seconds');
  const quoteLifetimeMs = quoteSeconds === undefined ? DEFAULT_QUOTE_LIFETIME_MS : Number(quoteSeconds) * 1000;
  if (quoteLifetimeMs < 1000 || quoteLifetimeMs > 3_600_000) throw new Error('PAYMENT_QUOTE_SECONDS must be from 1 to 3600');
  return {
    acquirerSecret: secret,
    acquirerToken: token,
    publicUrl: publicUrl === null ? null : publicUrl.replace(/\/+$/, ''),
    currency,
    pix: {
      key: pixKey,
      merchantName: setting(env, 'PIX_MERCHANT_NAME') ?? 'Reference Provider',
      merchantCity: setting(env, 'PIX_MERCHANT_CITY') ?? 'Sao Paulo',
    },
    upi: { vpa, payeeName: setting(env, 'UPI_PAYEE_NAME') ?? 'Reference Provider' },
    quoteLifetimeMs,
  };
}

/** ACQUIRER_CALLBACK_RETRY_MS: the waits before each callback retry, comma-separated milliseconds. */
export function callbackRetryDelaysFromEnv(env: Record<string, string | undefined> = process.env): number[] | undefined {
  const raw = setting(env, 'ACQUIRER_CALLBACK_RETRY_MS');
  if (raw === undefined) return undefined;
  const delays = raw.split(',').map((part) => Number(part.trim()));
  if (delays.length > 10 || delays.some((delay) => !Number.isInteger(delay) || delay < 0 || delay > 3_600_000)) {
    throw new Error('ACQUIRER_CALLBACK_RETRY_MS must be up to 10 comma-separated whole numbers of milliseconds');
  }
  return delays;
}
