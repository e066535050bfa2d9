// The recovery of received payments: an order whose payment the acquirer or the PSP accepted but that
// is neither paid nor refunded (the process stopped between the two commits of settle.ts
// `acceptPayment`, or the settlement failed unexpectedly) is settled again by a round that runs at
// start and then every PAYMENT_RECOVERY_SECONDS. A refusal refunds it to the balance there and then;
// an order that still cannot be settled after PAYMENT_DELIVERY_DEADLINE_SECONDS is refunded with
// reason `not_delivered`. Requests still in flight are left alone for a grace period (and every step
// locks the order row, so a round and a request never both settle one order).
import type { StoredMail } from '../accounts/mail';
import type { Db } from '../db/types';
import type { Logger } from '../http/context';
import { acceptPayment, refundReceived } from './settle';
import type { PaymentMethod } from './orders';

export const DEFAULT_RECOVERY_INTERVAL_MS = 15_000;
export const DEFAULT_DELIVERY_DEADLINE_MS = 10 * 60_000;
/** A payment received this recently may still be settling in its own request. */
export const RECOVERY_GRACE_MS = 10_000;
/** Orders looked at per round. */
const ROUND_SIZE = 50;

export interface RecoverySettings {
  intervalMs: number;
  deadlineMs: number;
}

function seconds(env: Record<string, string | undefined>, name: string, fallbackMs: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallbackMs;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < min || Number(raw) > max) throw new Error(`${name} must be a whole number of seconds from ${min} to ${max}`);
  return Number(raw) * 1000;
}

export function recoverySettingsFromEnv(env: Record<string, string | undefined> = process.env): RecoverySettings {
  return {
    intervalMs: seconds(env, 'PAYMENT_RECOVERY_SECONDS', DEFAULT_RECOVERY_INTERVAL_MS, 1, 3600),
    deadlineMs: seconds(env, 'PAYMENT_DELIVERY_DEADLINE_SECONDS', DEFAULT_DELIVERY_DEADLINE_MS, 1, 86_400),
  };
}

export interface RecoveryDeps {
  db: Db;
  storefrontUrl: string;
  deliver: (mail: StoredMail) => void;
  logger: Logger;
  settings: RecoverySettings;
  now?: () => number;
}

/** One round: settles (or refunds) the open received orders. Answers how many it finished. */
export async function recoverReceivedPayments({ db, storefrontUrl, deliver, logger, settings, now = Date.now }: RecoveryDeps): Promise<number> {
  const due = await db.query<{ id: string; method: PaymentMethod | null; received_at: Date | string }>(
    `SELECT id, method, received_at FROM orders
     WHERE received_at IS NOT NULL AND refunded_at IS NULL AND status <> 'paid' AND received_at < $1
     ORDER BY received_at LIMIT ${ROUND_SIZE}`,
    [new Date(now() - RECOVERY_GRACE_MS).toISOString()],
  );
  let finished = 0;
  for (const order of due) {
    try {
      const outcome = await acceptPayment(db, order.id, { method: order.method ?? 'card' }, storefrontUrl);
      if (outcome.ok && outcome.mail) deliver(outcome.mail);
      if (!outcome.ok && outcome.mail) deliver(outcome.mail);
      finished += 1;
      logger.info(`Received payment of order ${order.id} recovered: ${outcome.ok ? 'delivered' : `refunded (${outcome.reason})`}`);
    } catch (err) {
      const overdue = now() - new Date(order.received_at).getTime() >= settings.deadlineMs;
      logger.error(`Received payment of order ${order.id} could not be settled${overdue ? '; refunding it to the balance' : ''}`, err);
      if (!overdue) continue;
      try {
        const refunded = await refundReceived(db, order.id, 'not_delivered', storefrontUrl);
        if (!refunded.ok && refunded.mail) deliver(refunded.mail);
        finished += 1;
      } catch (refundErr) {
        logger.error(`Received payment of order ${order.id} could not be refunded`, refundErr);
      }
    }
  }
  return finished;
}

export interface PaymentRecovery {
  /** Runs a round now (after the one in progress, if any). */
  runOnce(): Promise<number>;
  /** Stops the schedule and waits for a round in progress. */
  close(): Promise<void>;
}

/** Runs a round now and then every `settings.intervalMs`, never two at once. */
export function startPaymentRecovery(deps: RecoveryDeps): PaymentRecovery {
  let current: Promise<number> = Promise.resolve(0);
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  const round = (): Promise<number> => {
    current = current
      .catch(() => 0)
      .then(() => (closed ? 0 : recoverReceivedPayments(deps)))
      .catch((err: unknown) => {
        deps.logger.error('The recovery of received payments failed', err);
        return 0;
      });
    return current;
  };
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => void round().then(schedule), deps.settings.intervalMs);
    timer.unref();
  };
  void round().then(schedule);
  return {
    runOnce: round,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await current.catch(() => undefined);
    },
  };
}
