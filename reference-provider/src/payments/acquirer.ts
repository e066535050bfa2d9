// The simulated acquirer's state (docs/payments-contract.md "Simulated acquirer"): 3-D Secure sessions
// (MD, PaReq, PaRes, TermUrl), hosted payment page sessions, the nonces of signed forms already used,
// and the signed callbacks to the storefront with their retries. Handles (MD, the hosted page's path
// token) are random 32 bytes, stored only as their SHA-256.
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/types';
import type { Logger } from '../http/context';
import { newToken, tokenHash } from '../accounts/tokens';
import type { Card } from './cards';
import type { PaymentSettings } from './config';
import { callbackForm, createNonce, type CallbackStatus } from './signing';

/** How long a 3-D Secure challenge stays open. */
export const THREE_DS_LIFETIME_MS = 15 * 60_000;
/** How long a callback's signature stays valid. */
export const CALLBACK_LIFETIME_MS = 10 * 60_000;
export const DEFAULT_CALLBACK_RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000];

export type SessionStatus = 'pending' | 'authorised' | 'declined' | 'cancelled' | 'void';

export interface SessionRow {
  id: string;
  kind: '3ds' | 'hosted';
  order_id: string;
  parent_id: string | null;
  status: SessionStatus;
  amount_cents: number;
  currency: string;
  card_brand: Card['brand'] | null;
  card_last4: string | null;
  pa_req: string | null;
  pa_res: string | null;
  term_url: string | null;
  request: { ip?: string; return_url?: string; callback_url?: string };
  expires_at: Date | string;
}

const SESSION_COLUMNS = 'id, kind, order_id, parent_id, status, amount_cents, currency, card_brand, card_last4, pa_req, pa_res, term_url, request, expires_at';

export function isExpired(session: SessionRow, now: number): boolean {
  return new Date(session.expires_at).getTime() <= now;
}

/** The session of a handle (MD or hosted token) of `kind`, optionally locked. */
export async function sessionByHandle(db: Queryable, kind: '3ds' | 'hosted', handle: string, forUpdate = false): Promise<SessionRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(handle)) return null;
  const rows = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM acquirer_sessions WHERE token_hash = $1 AND kind = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [tokenHash(handle), kind],
  );
  return rows[0] ?? null;
}

export async function sessionById(db: Queryable, id: string): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM acquirer_sessions WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The PaReq of a challenge: opaque to the storefront, bound to the session on the bank's side. */
function paReqFor(orderId: string, amount: number, currency: string): string {
  const payload = { v: 1, order: orderId, amount, currency, nonce: randomBytes(12).toString('base64url') };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

export interface NewChallenge {
  orderId: string;
  amount: number;
  currency: string;
  card: Pick<Card, 'brand' | 'last4'>;
  termUrl: string;
  parentId?: string | null;
  now: number;
}

/** Opens a 3-D Secure challenge; returns its MD and PaReq. */
export async function openChallenge(tx: Queryable, challenge: NewChallenge): Promise<{ md: string; paReq: string }> {
  const md = newToken();
  const paReq = paReqFor(challenge.orderId, challenge.amount, challenge.currency);
  await tx.query(
    `INSERT INTO acquirer_sessions (kind, token_hash, order_id, parent_id, amount_cents, currency, card_brand, card_last4, pa_req, term_url, expires_at)
     VALUES ('3ds', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      tokenHash(md),
      challenge.orderId,
      challenge.parentId ?? null,
      challenge.amount,
      challenge.currency,
      challenge.card.brand,
      challenge.card.last4,
      paReq,
      challenge.termUrl,
      new Date(challenge.now + THREE_DS_LIFETIME_MS).toISOString(),
    ],
  );
  return { md, paReq };
}

/**
 * Answers a pending challenge once: `confirm` → authorised, `cancel` → cancelled, with a fresh PaRes.
 * Null when it is not pending any more (answered, void or expired): the caller re-reads it.
 */
export async function answerChallenge(
  tx: Queryable,
  session: SessionRow,
  action: 'confirm' | 'cancel',
  now: number,
): Promise<SessionRow | null> {
  const rows = await tx.query<SessionRow>(
    `UPDATE acquirer_sessions SET status = $2, pa_res = $3, finished_at = now()
     WHERE id = $1 AND status = 'pending' AND expires_at > $4
     RETURNING ${SESSION_COLUMNS}`,
    [session.id, action === 'confirm' ? 'authorised' : 'cancelled', newToken(), new Date(now).toISOString()],
  );
  return rows[0] ?? null;
}

/** Ends a pending session with `status`: true for the one caller that ended it. */
export async function claimSession(db: Queryable, id: string, status: SessionStatus): Promise<boolean> {
  const rows = await db.query(
    `UPDATE acquirer_sessions SET status = $2, finished_at = now() WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, status],
  );
  return rows.length > 0;
}

/** Marks a session finished with `status` (a settled challenge that found no stock). */
export async function finishSession(db: Queryable, id: string, status: SessionStatus): Promise<void> {
  await db.query(`UPDATE acquirer_sessions SET status = $2, finished_at = COALESCE(finished_at, now()) WHERE id = $1`, [id, status]);
}

export interface NewHostedSession {
  orderId: string;
  amount: number;
  currency: string;
  ip: string;
  returnUrl: string;
  callbackUrl: string;
  expiresAt: string;
}

/** Opens a hosted payment page session; returns its path token. */
export async function openHosted(tx: Queryable, hosted: NewHostedSession): Promise<{ token: string; id: string }> {
  const token = newToken();
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO acquirer_sessions (kind, token_hash, order_id, amount_cents, currency, request, expires_at)
     VALUES ('hosted', $1, $2, $3, $4, $5::jsonb, $6) RETURNING id`,
    [
      tokenHash(token),
      hosted.orderId,
      hosted.amount,
      hosted.currency,
      JSON.stringify({ ip: hosted.ip, return_url: hosted.returnUrl, callback_url: hosted.callbackUrl }),
      hosted.expiresAt,
    ],
  );
  return { token, id: rows[0]!.id };
}

/** Remembers a signed form's nonce until it expires: true the first time, false for a replay. */
export async function rememberNonce(db: Queryable, nonce: string, expiresAt: string, now: number): Promise<boolean> {
  await db.query('DELETE FROM acquirer_nonces WHERE expires_at < $1', [new Date(now - 24 * 3600_000).toISOString()]);
  const rows = await db.query('INSERT INTO acquirer_nonces (nonce, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING nonce', [
    nonce,
    expiresAt,
  ]);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Callbacks
// ---------------------------------------------------------------------------------------------

export interface CallbackSenderOptions {
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  clock?: () => number;
}

/**
 * Sends the signed callbacks of hosted payments to the storefront: each attempt signed afresh (new
 * date and nonce), retried until a 2xx or the retries run out. Deliveries are recorded in
 * acquirer_callbacks. Timers are in memory: a restart forgets the retries of that moment.
 */
export class CallbackSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;
  private readonly retryDelaysMs: readonly number[];
  private readonly timeoutMs: number;
  private readonly clock: () => number;

  constructor(
    private readonly db: Db,
    private readonly settings: PaymentSettings,
    private readonly logger: Logger,
    options: CallbackSenderOptions = {},
  ) {
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_CALLBACK_RETRY_DELAYS_MS;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.clock = options.clock ?? Date.now;
  }

  /** Records a callback of `status` for the hosted session's order and starts delivering it. */
  async enqueue(session: SessionRow, status: CallbackStatus): Promise<void> {
    const url = session.request.callback_url;
    const ip = session.request.ip;
    if (!url || !ip) return;
    const rows = await this.db.query<{ id: string }>(
      'INSERT INTO acquirer_callbacks (order_id, url, ip, status) VALUES ($1, $2, $3, $4) RETURNING id',
      [session.order_id, url, ip, status],
    );
    this.attempt(rows[0]!.id, session, 0);
  }

  private attempt(callbackId: string, session: SessionRow, retry: number): void {
    if (this.closed) return;
    const sending = this.deliver(callbackId, session)
      .then((delivered) => {
        if (delivered || this.closed) return;
        const delay = this.retryDelaysMs[retry];
        if (delay === undefined) {
          this.logger.error(`Callback ${callbackId} for order ${session.order_id} was not delivered; no retries left`);
          return;
        }
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.attempt(callbackId, session, retry + 1);
        }, delay);
        timer.unref();
        this.timers.add(timer);
      })
      .catch((err: unknown) => this.logger.error(`Callback ${callbackId} failed`, err))
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  private async deliver(callbackId: string, session: SessionRow): Promise<boolean> {
    const secret = this.settings.acquirerSecret;
    const rows = await this.db.query<{ url: string; ip: string; status: CallbackStatus; delivered_at: Date | null }>(
      'SELECT url, ip, status, delivered_at FROM acquirer_callbacks WHERE id = $1',
      [callbackId],
    );
    const row = rows[0];
    if (!row || row.delivered_at !== null || secret === null) return true;
    const now = this.clock();
    const form = callbackForm(
      {
        token: this.settings.acquirerToken,
        orderId: session.order_id,
        date: new Date(now).toISOString(),
        amount: session.amount_cents,
        currency: session.currency,
        ip: row.ip,
        nonce: createNonce(),
        expiresAt: new Date(now + CALLBACK_LIFETIME_MS).toISOString(),
        status: row.status,
      },
      secret,
    );
    let result: string;
    let delivered = false;
    try {
      const res = await fetch(row.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      delivered = res.status >= 200 && res.status < 300;
      result = `HTTP ${res.status}`;
    } catch (err) {
      result = err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 200) : 'failed';
    }
    await this.db.query(
      `UPDATE acquirer_callbacks SET attempts = attempts + 1, last_result = $2, delivered_at = CASE WHEN $3 THEN now() ELSE NULL END
       WHERE id = $1`,
      [callbackId, result, delivered],
    );
    if (!delivered) this.logger.error(`Callback ${callbackId} for order ${session.order_id}: ${result}`);
    return delivered;
  }

  /** Stops the retries and waits for deliveries under way. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }
}
