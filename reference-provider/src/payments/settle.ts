// Settling an order (docs/payments-contract.md "Settlement", "Balance ledger"): in ONE transaction,
// with the order row locked, the promo code's limit per account is checked again, the codes are taken from stock, the purchases recorded, the basket
// emptied of what was bought, the promo use counted, the balance moved through the ledger, the
// order marked paid and its receipt written to the outbox. Anything short (stock, balance) rolls it
// all back and the order records why; a failed payment allocates nothing, a paid order is never
// settled twice.
import { storeMail, type StoredMail } from '../accounts/mail';
import { promoLeftForAccount, unitAmounts } from '../basket/promo-codes';
import type { Db, Queryable } from '../db/types';
import type { Card } from './cards';
import { chargeOf, orderCodes, orderRow, type FailureReason, type OrderRow, type PaymentMethod } from './orders';
import { purchaseReceipt, topUpReceipt } from './receipt';

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
  | { ok: false; reason: FailureReason; row: OrderRow | null };

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

async function ledger(tx: Queryable, userId: number, orderId: string, kind: 'top-up' | 'spending', amount: number): Promise<number> {
  const rows =
    kind === 'spending'
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
  if (balance === undefined) throw new SettlementRefused(kind === 'spending' ? 'insufficient_balance' : 'balance_limit');
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

/** Records a failed attempt: the order becomes `error` with its reason, unless it is paid. */
export async function failOrder(db: Queryable, orderId: string, reason: FailureReason, attempt: Attempt | null): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(
    `UPDATE orders SET status = 'error', reason = $2, method = COALESCE($3, method),
       card_brand = COALESCE($4, card_brand), card_last4 = COALESCE($5, card_last4), updated_at = now()
     WHERE id = $1 AND status <> 'paid' AND cancelled_at IS NULL RETURNING *`,
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
