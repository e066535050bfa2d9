// Settling an order (docs/payments-contract.md "Settlement", "Balance ledger"): in ONE transaction,
// with the order row locked, the promo code's limit per account is checked again, the codes are taken from stock, the purchases recorded, the basket
// emptied of what was bought, the promo use counted, the balance moved through the ledger, the
// order marked paid and its receipt written to the outbox. Anything short (stock, balance) rolls it
// all back and the order records why; a failed payment allocates nothing, a paid order is never
// settled twice. A payment the acquirer or the PSP accepted goes through `acceptPayment`: recorded as
// received in a commit of its own first, so an order whose money came in ends delivered (settled on a
// retry or by payments/recovery.ts) or refunded to the balance, never paid for and forgotten.
import { storeMail, type StoredMail } from '../accounts/mail';
import { promoLeftForAccount, unitAmounts } from '../basket/promo-codes';
import type { Db, Queryable } from '../db/types';
import type { Card } from './cards';
import type { MessageKey } from '../http/messages';
import { text } from '../http/messages';
import { chargeOf, orderCodes, orderRow, ORDER_COLUMNS, type FailureReason, type OrderRow, type PaymentMethod } from './orders';
import { formatEuros, purchaseReceipt, refundNotice, topUpReceipt } from './receipt';

/** The highest balance an account may hold, in cents (20 000 000 €; the column is a 32-bit integer). */
export const BALANCE_MAX_CENTS = 2_000_000_000;

class SettlementRefused extends Error {
  constructor(readonly reason: FailureReason) {
    super(reason);
  }
}

export interface Attempt {
  method: PaymentMethod;
  card?: Pick<Card, 'brand' | 'last4'> | null;
}

export type SettleOutcome =
  | { ok: true; row: OrderRow; mail: StoredMail | null; balance: number | null }
  /** `refunded`: cents the refusal credited to the balance (a payment was received), else null. */
  | { ok: false; reason: FailureReason; row: OrderRow | null; refunded?: number | null; mail?: StoredMail | null };

/**
 * Refuses the order when its promo code has a limit per account that this account's paid orders
 * already reached (two orders made from one basket, both carrying the code). The account row is
 * locked first, so two of its orders settling at once are judged one after the other.
 */
async function checkPromoLeft(tx: Queryable, row: OrderRow): Promise<void> {
  if (row.promo_code_id === null) return;
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [row.user_id]);
  const rows = await tx.query<{ left_for_account: boolean }>(
    `SELECT ${promoLeftForAccount('$2')} AS left_for_account FROM promo_codes pc WHERE pc.id = $1`,
    [row.promo_code_id, row.user_id],
  );
  if (rows[0] && !rows[0].left_for_account) throw new SettlementRefused('promo_already_used');
}

/**
 * Takes `count` available codes of a product, or fewer when the stock (not locked by others) runs out.
 * The codes are picked and locked in a MATERIALIZED CTE, run once, and then updated by id: written as
 * `UPDATE … WHERE id IN (SELECT … LIMIT n FOR UPDATE SKIP LOCKED)`, PostgreSQL may plan a nested-loop
 * semi-join that runs the subquery again for every outer row (it does on a freshly imported table,
 * which has no statistics yet); each run then skips the codes this statement already updated and
 * picks the next, so the LIMIT limits nothing and every code of the product is taken.
 */
async function takeCodes(tx: Queryable, productId: number, count: number): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `WITH picked AS MATERIALIZED (
       SELECT id FROM product_codes WHERE product_id = $1 AND status = 'available'
       ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED
     )
     UPDATE product_codes c SET status = 'sold', updated_at = now()
     FROM picked WHERE c.id = picked.id
     RETURNING c.id`,
    [productId, count],
  );
  // A plan-dependent statement would show here first: never record more codes than were bought.
  if (rows.length > count) throw new Error(`took ${rows.length} codes of product ${productId} for ${count}`);
  return rows.map((row) => row.id);
}

async function ledger(tx: Queryable, userId: number, orderId: string, kind: 'top-up' | 'spending' | 'refund', amount: number): Promise<number> {
  const rows =
    kind === 'refund'
      ? // Money already received comes back whatever the limit: the column's range leaves room for it.
        await tx.query<{ balance_cents: number }>(
          `UPDATE users SET balance_cents = balance_cents + $2, updated_at = now() WHERE id = $1 RETURNING balance_cents`,
          [userId, amount],
        )
      : kind === 'spending'
      ? await tx.query<{ balance_cents: number }>(
          `UPDATE users SET balance_cents = balance_cents - $2, updated_at = now()
           WHERE id = $1 AND balance_cents >= $2 RETURNING balance_cents`,
          [userId, amount],
        )
      : await tx.query<{ balance_cents: number }>(
          `UPDATE users SET balance_cents = balance_cents + $2, updated_at = now()
           WHERE id = $1 AND balance_cents <= $3::int - $2::int RETURNING balance_cents`,
          [userId, amount, BALANCE_MAX_CENTS],
        );
  const balance = rows[0]?.balance_cents;
  if (balance === undefined) {
    if (kind === 'refund') throw new Error(`the account of order ${orderId} vanished`);
    throw new SettlementRefused(kind === 'spending' ? 'insufficient_balance' : 'balance_limit');
  }
  await tx.query(
    `INSERT INTO balance_entries (user_id, order_id, kind, amount_cents, balance_after_cents) VALUES ($1, $2, $3, $4, $5)`,
    [userId, orderId, kind, kind === 'spending' ? -amount : amount, balance],
  );
  return balance;
}

/** Takes the bought quantities off the basket; an emptied basket forgets its promo code. */
async function takeOffBasket(tx: Queryable, userId: number, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE basket_items b SET quantity = b.quantity - i.quantity
     FROM (SELECT product_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = $2 GROUP BY product_id) i
     WHERE b.user_id = $1 AND b.product_id = i.product_id AND b.quantity > i.quantity`,
    [userId, orderId],
  );
  await tx.query(
    `DELETE FROM basket_items b USING (SELECT product_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = $2 GROUP BY product_id) i
     WHERE b.user_id = $1 AND b.product_id = i.product_id AND b.quantity <= i.quantity`,
    [userId, orderId],
  );
  await tx.query(
    `UPDATE baskets SET promo_code_id = NULL, updated_at = now()
     WHERE user_id = $1 AND NOT EXISTS (SELECT 1 FROM basket_items WHERE user_id = $1)`,
    [userId],
  );
}

async function settleLocked(tx: Queryable, row: OrderRow, attempt: Attempt, storefrontUrl: string): Promise<SettleOutcome> {
  let balance: number | null = null;
  const user = (await tx.query<{ email: string; name: string }>('SELECT email, name FROM users WHERE id = $1', [row.user_id]))[0]!;
  let mail: StoredMail | null = null;

  if (row.type === 'balance') {
    balance = await ledger(tx, row.user_id, row.id, 'top-up', row.total_cents);
  } else {
    await checkPromoLeft(tx, row);
    const items = await tx.query<{ product_id: number; quantity: number; paid_total_cents: number }>(
      'SELECT product_id, quantity, paid_total_cents FROM order_items WHERE order_id = $1 ORDER BY position',
      [row.id],
    );
    const codeIds: string[] = [];
    const productIds: number[] = [];
    const prices: number[] = [];
    for (const item of items) {
      const taken = await takeCodes(tx, item.product_id, item.quantity);
      if (taken.length < item.quantity) throw new SettlementRefused('out_of_stock');
      // Each code is recorded at its unit's share of the line, so the purchases add up to the total.
      const units = unitAmounts(item.paid_total_cents, item.quantity);
      taken.forEach((id, index) => {
        codeIds.push(id);
        productIds.push(item.product_id);
        prices.push(units[index]!);
      });
    }
    if (row.type === 'spending') balance = await ledger(tx, row.user_id, row.id, 'spending', row.total_cents);
    await tx.query(
      `INSERT INTO purchases (user_id, product_id, product_code_id, price_cents, order_id)
       SELECT $1, s.product_id, s.code_id, s.price_cents, $5
       FROM unnest($2::bigint[], $3::int[], $4::int[]) WITH ORDINALITY AS s (code_id, product_id, price_cents, n)
       ORDER BY s.n`,
      [row.user_id, codeIds, productIds, prices, row.id],
    );
    await tx.query(
      `UPDATE products p SET purchases = p.purchases + i.quantity
       FROM (SELECT product_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = $1 GROUP BY product_id) i
       WHERE p.id = i.product_id`,
      [row.id],
    );
    await takeOffBasket(tx, row.user_id, row.id);
    if (row.promo_code_id !== null) {
      // Counted within its limit; an order made while the code was usable keeps its price anyway.
      await tx.query(
        'UPDATE promo_codes SET used_count = used_count + 1 WHERE id = $1 AND (max_uses IS NULL OR used_count < max_uses)',
        [row.promo_code_id],
      );
    }
  }

  const paid = await tx.query<OrderRow>(
    `UPDATE orders SET status = 'paid', reason = NULL, method = $2, card_brand = $3, card_last4 = $4,
       paid_at = now(), updated_at = now()
     WHERE id = $1 RETURNING *`,
    [row.id, attempt.method, attempt.card?.brand ?? row.card_brand, attempt.card?.last4 ?? row.card_last4],
  );
  const settled = paid[0]!;
  if (row.type === 'balance') {
    mail = await storeMail(tx, topUpReceipt(user, row.locale, row.id, row.total_cents, balance!, storefrontUrl));
  } else {
    const codes = await orderCodes(tx, row.id, row.locale);
    mail = await storeMail(tx, purchaseReceipt(user, row.locale, row.id, codes, row.total_cents, storefrontUrl, chargeOf(row)));
  }
  await tx.query(`UPDATE acquirer_sessions SET status = 'void', finished_at = now() WHERE order_id = $1 AND status = 'pending' AND kind = '3ds'`, [row.id]);
  return { ok: true, row: settled, mail, balance };
}

/**
 * Settles `orderId` after a successful attempt. An order already paid comes back as it is (no second
 * allocation, no second charge, no second mail). A refusal (out of stock, balance) rolls the
 * settlement back and records the reason on the order (unless it got paid meanwhile).
 */
export async function settleOrder(db: Db, orderId: string, attempt: Attempt, storefrontUrl: string): Promise<SettleOutcome> {
  try {
    return await db.transaction(async (tx): Promise<SettleOutcome> => {
      const row = await orderRow(tx, orderId, { forUpdate: true });
      if (!row) throw new Error(`Order ${orderId} vanished`);
      if (row.status === 'paid') return { ok: true, row, mail: null, balance: null };
      // Cancelled by the shopper: final, whatever arrives later (a late Pix payment is the PSP's to return).
      if (row.cancelled_at !== null) return { ok: false, reason: 'cancelled', row };
      return settleLocked(tx, row, attempt, storefrontUrl);
    });
  } catch (err) {
    if (!(err instanceof SettlementRefused)) throw err;
    const row = await failOrder(db, orderId, err.reason, attempt);
    return { ok: false, reason: err.reason, row };
  }
}

/**
 * Records a failed attempt: the order becomes `error` with its reason, unless it is paid, cancelled,
 * or its payment was received (such an order ends delivered or refunded: refundReceived).
 */
export async function failOrder(db: Queryable, orderId: string, reason: FailureReason, attempt: Attempt | null): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(
    `UPDATE orders SET status = 'error', reason = $2, method = COALESCE($3, method),
       card_brand = COALESCE($4, card_brand), card_last4 = COALESCE($5, card_last4), updated_at = now()
     WHERE id = $1 AND status <> 'paid' AND cancelled_at IS NULL AND received_at IS NULL RETURNING *`,
    [orderId, reason, attempt?.method ?? null, attempt?.card?.brand ?? null, attempt?.card?.last4 ?? null],
  );
  return rows[0] ?? (await orderRow(db, orderId));
}

/**
 * A new attempt starts on an unpaid order (locked by the caller): back to `init`, the method and
 * card noted, pending 3-D Secure sessions of earlier attempts void.
 */
export async function startAttempt(tx: Queryable, orderId: string, attempt: Attempt): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = 'init', reason = NULL, method = $2, card_brand = $3, card_last4 = $4, updated_at = now()
     WHERE id = $1 AND status <> 'paid' AND cancelled_at IS NULL`,
    [orderId, attempt.method, attempt.card?.brand ?? null, attempt.card?.last4 ?? null],
  );
  await tx.query(`UPDATE acquirer_sessions SET status = 'void', finished_at = now() WHERE order_id = $1 AND status = 'pending'`, [orderId]);
}

/** The text telling the shopper why their received payment went to the balance, naming the amount. */
export function refundText(locale: OrderRow['locale'], reason: FailureReason, cents: number): string {
  const key: MessageKey =
    reason === 'out_of_stock'
      ? 'refundOutOfStock'
      : reason === 'promo_already_used'
        ? 'refundPromoUsed'
        : reason === 'cancelled'
          ? 'refundCancelled'
          : 'refundNotDelivered';
  return text(locale, key, { amount: formatEuros(cents, locale) });
}

/**
 * Credits what was received for an order that cannot be delivered to the account's balance, in one
 * transaction with the order locked: a `refund` ledger entry, the order `error` with `reason` and
 * the amount refunded, and the shopper's notice in the outbox. Does nothing to an order that is paid,
 * already refunded or never received (answered as it is).
 */
export async function refundReceived(db: Db, orderId: string, reason: FailureReason, storefrontUrl: string): Promise<SettleOutcome> {
  return db.transaction(async (tx): Promise<SettleOutcome> => {
    const row = await orderRow(tx, orderId, { forUpdate: true });
    if (!row) throw new Error(`Order ${orderId} vanished`);
    if (row.status === 'paid') return { ok: true, row, mail: null, balance: null };
    if (row.received_cents === null || row.refunded_cents !== null) {
      return { ok: false, reason: row.reason ?? reason, row, refunded: row.refunded_cents, mail: null };
    }
    // A cancelled order keeps its reason: the shopper cancelled it before the money arrived.
    const finalReason: FailureReason = row.cancelled_at !== null ? 'cancelled' : reason;
    const amount = row.received_cents;
    const balance = amount > 0 ? await ledger(tx, row.user_id, row.id, 'refund', amount) : null;
    const updated = await tx.query<OrderRow>(
      `UPDATE orders SET status = 'error', reason = $2, refunded_cents = $3, refunded_at = now(), updated_at = now()
       WHERE id = $1 RETURNING ${ORDER_COLUMNS}`,
      [row.id, finalReason, amount],
    );
    const user = (await tx.query<{ email: string; name: string; balance_cents: number }>('SELECT email, name, balance_cents FROM users WHERE id = $1', [row.user_id]))[0]!;
    const mail = await storeMail(
      tx,
      refundNotice(user, row.locale, row.id, refundText(row.locale, finalReason, amount), balance ?? user.balance_cents, storefrontUrl),
    );
    await tx.query(`UPDATE acquirer_sessions SET status = 'void', finished_at = now() WHERE order_id = $1 AND status = 'pending'`, [row.id]);
    return { ok: false, reason: finalReason, row: updated[0]!, refunded: amount, mail };
  });
}

/** The methods whose payment the provider takes itself, at once: it can refuse before charging. */
const CHARGED_HERE: readonly PaymentMethod[] = ['card', 'hosted'];

/**
 * Why the order cannot be delivered as things stand, before a card is charged for it: a top-up past
 * the balance limit, a line with fewer codes available than ordered, a promo code this account used
 * up meanwhile. Null when it can (the settlement checks again, under its locks).
 */
async function refusalBeforeCharge(tx: Queryable, row: OrderRow): Promise<FailureReason | null> {
  if (row.type === 'balance') {
    const fits = await tx.query('SELECT 1 FROM users WHERE id = $1 AND balance_cents <= $3::int - $2::int', [row.user_id, row.total_cents, BALANCE_MAX_CENTS]);
    return fits.length === 0 ? 'balance_limit' : null;
  }
  const short = await tx.query(
    `SELECT 1 FROM order_items i WHERE i.order_id = $1
       AND i.quantity > (SELECT count(*) FROM product_codes c WHERE c.product_id = i.product_id AND c.status = 'available')`,
    [row.id],
  );
  if (short.length > 0) return 'out_of_stock';
  if (row.promo_code_id !== null) {
    const left = await tx.query<{ left_for_account: boolean }>(
      `SELECT ${promoLeftForAccount('$2')} AS left_for_account FROM promo_codes pc WHERE pc.id = $1`,
      [row.promo_code_id, row.user_id],
    );
    if (left[0] && !left[0].left_for_account) return 'promo_already_used';
  }
  return null;
}

/**
 * Records that the acquirer or the PSP accepted the order's payment (once: a repeat keeps the first
 * record), in its own commit. A payment the provider takes itself (a card) is refused instead, with
 * nothing charged, when the order could not be delivered as things stand; a Pix or UPI payment has
 * come in whatever the order's state, and is received. Answers the row as it then is.
 */
async function recordReceived(db: Db, orderId: string, attempt: Attempt): Promise<OrderRow | { refused: FailureReason }> {
  const outcome = await db.transaction(async (tx) => {
    const row = await orderRow(tx, orderId, { forUpdate: true });
    if (!row) throw new Error(`Order ${orderId} vanished`);
    if (row.status === 'paid' || row.received_at !== null) return row;
    if (CHARGED_HERE.includes(attempt.method) || row.type === 'balance') {
      const refusal = await refusalBeforeCharge(tx, row);
      if (refusal !== null) return { refused: refusal };
    }
    const rows = await tx.query<OrderRow>(
      `UPDATE orders SET received_cents = total_cents, received_at = now(), method = $2,
         card_brand = COALESCE($3, card_brand), card_last4 = COALESCE($4, card_last4), updated_at = now()
       WHERE id = $1 RETURNING ${ORDER_COLUMNS}`,
      [row.id, attempt.method, attempt.card?.brand ?? null, attempt.card?.last4 ?? null],
    );
    return rows[0]!;
  });
  return outcome;
}

/**
 * Settles an order whose payment the acquirer or the PSP accepted (card, 3-D Secure, hosted page,
 * Pix, UPI, SBP): the payment is recorded as received first, then the order is settled. A card is
 * not charged for an order that cannot be delivered as things stand (refused as before). A refusal
 * after the money came in (a Pix paid after the last code went, the last code sold between the check
 * and the settlement, the order cancelled meanwhile) credits the amount received to the balance and
 * tells the shopper (`refunded`, a mail). An unexpected failure leaves the order received and unpaid, and
 * is thrown: the shopper's retry or the recovery round settles it, without a second charge.
 */
export async function acceptPayment(db: Db, orderId: string, attempt: Attempt, storefrontUrl: string): Promise<SettleOutcome> {
  const received = await recordReceived(db, orderId, attempt);
  if ('refused' in received) {
    const row = await failOrder(db, orderId, received.refused, attempt);
    return { ok: false, reason: received.refused, row, refunded: null, mail: null };
  }
  if (received.status === 'paid') return { ok: true, row: received, mail: null, balance: null };
  if (received.refunded_cents !== null) return { ok: false, reason: received.reason ?? 'not_delivered', row: received, refunded: received.refunded_cents, mail: null };
  const settled = await settleOrder(db, orderId, attempt, storefrontUrl);
  if (settled.ok) return settled;
  return refundReceived(db, orderId, settled.reason, storefrontUrl);
}

/** Whether a payment for the order was already accepted: a retry must settle it, never charge again. */
export function wasReceived(row: OrderRow): boolean {
  return row.received_at !== null;
}
