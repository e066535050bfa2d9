// Orders (docs/payments-contract.md "Shapes", "Idempotency"): made from the account's stored basket
// and its applied promo code, never from what the caller says; read back in the request's language.
import { createHash, randomInt } from 'node:crypto';
import { discountCents, lineAmountsAfterDiscount, PROMO_USABLE, promoLeftForAccount } from '../basket/promo-codes';
import { lockBasket } from '../basket/store';
import { coverPath } from '../catalogue/shapes';
import type { Db, Queryable } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import type { CardBrand } from './cards';
import { formatRate, type Charge, type ChargeCurrency, type PricedCharge } from './exchange';

export type OrderType = 'purchase' | 'spending' | 'balance';
export type OrderStatus = 'init' | 'paid' | 'error';
export type PaymentMethod = 'card' | 'hosted' | 'pix' | 'upi' | 'sbp' | 'balance' | 'free';
export type FailureReason =
  | 'declined'
  | 'insufficient_funds'
  | 'authentication_failed'
  | 'cancelled'
  | 'out_of_stock'
  | 'insufficient_balance'
  | 'balance_limit'
  /** The order's promo code was used up by this account (limit per account) before it was paid. */
  | 'promo_already_used'
  /** The payment was received but the order could not be settled within the recovery's deadline. */
  | 'not_delivered';

export const ORDER_TYPES: readonly OrderType[] = ['purchase', 'spending', 'balance'];
/** The smallest and largest top-up, in cents (100 € and 1 000 000 €). */
export const REPLENISHMENT_MIN = 10_000;
export const REPLENISHMENT_MAX = 100_000_000;
export const ORDER_ID_PATTERN = /^[0-9A-Z]{20}$/;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/**
 * The literal placeholder a UPI return URL may hold where the order id goes (the caller cannot know
 * the id before the order exists): replaced by the id when the order is stored.
 */
export const ORDER_ID_PLACEHOLDER = '{order_id}';

/** The URL with every `{order_id}` replaced by the order's id. */
export function withOrderId(url: string, orderId: string): string {
  return url.replaceAll(ORDER_ID_PLACEHOLDER, orderId);
}

export interface OrderItem {
  product_id: number;
  name: string;
  /** The unit price when the order was made, before the discount. */
  price: number;
  quantity: number;
  /** What the whole line costs after the discount: its share of `total` (the lines add up to it). */
  paid: number;
  cover_path: string;
}

export interface OrderCode {
  purchase_id: number;
  product_id: number;
  name: string;
  code: string;
  /** What this unit cost after the discount, in cents (the codes add up to the order's total). */
  price: number;
}

/** The contract's Order. */
export interface Order {
  id: string;
  type: OrderType;
  status: OrderStatus;
  method: PaymentMethod | null;
  reason: FailureReason | null;
  subtotal: number;
  total: number;
  promo: { code: string; discount: number } | null;
  replenishment: number | null;
  items: OrderItem[];
  codes: OrderCode[] | null;
  card: { brand: CardBrand; last4: string } | null;
  /** Pix, UPI, SBP: what the shopper is charged, in reais or rupees; null when the euro total is charged. */
  charge: { currency: ChargeCurrency; amount: number; rate: string; quoted_at: string } | null;
  created_at: string;
  paid_at: string | null;
  /** Cents credited to the account's balance because the paid order could not be delivered; null otherwise. */
  refunded: number | null;
}

export interface OrderRow {
  id: string;
  user_id: number;
  type: OrderType;
  status: OrderStatus;
  method: PaymentMethod | null;
  reason: FailureReason | null;
  locale: ProviderLocale;
  subtotal_cents: number;
  total_cents: number;
  promo_code_id: number | null;
  promo_code: string | null;
  discount_percent: number | null;
  idempotency_key: string | null;
  request_hash: string | null;
  card_brand: CardBrand | null;
  card_last4: string | null;
  payer_name: string | null;
  return_urls: Record<string, string>;
  charge_currency: ChargeCurrency | null;
  /** int8 columns come back as strings (pg, PGlite). */
  charge_amount: string | number | null;
  charge_rate_micros: string | number | null;
  charge_quoted_at: Date | string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  confirmed_at: Date | string | null;
  /** Set when the shopper cancelled the unpaid order: final, nothing settles it afterwards. */
  cancelled_at: Date | string | null;
  /** What the acquirer or the PSP accepted for the order (euro cents) and when; null before. */
  received_cents: number | null;
  received_at: Date | string | null;
  /** What was credited to the balance because the order could not be delivered; null otherwise. */
  refunded_cents: number | null;
  refunded_at: Date | string | null;
}

export const ORDER_COLUMNS = `id, user_id, type, status, method, reason, locale, subtotal_cents, total_cents, promo_code_id,
  promo_code, discount_percent, idempotency_key, request_hash, card_brand, card_last4, payer_name, return_urls,
  charge_currency, charge_amount, charge_rate_micros, charge_quoted_at, created_at, paid_at, confirmed_at, cancelled_at,
  received_cents, received_at, refunded_cents, refunded_at`;

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 20 random characters [0-9A-Z] (about 103 bits). */
export function newOrderId(): string {
  let id = '';
  for (let i = 0; i < 20; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** The SHA-256 of what a creating call asked (its path and its meaningful fields), to tell a repeat from a reuse. */
export function requestHash(parts: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.entries(parts).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted), 'utf8').digest('hex');
}

/** The order row of `id` (optionally only when `userId` owns it), locked when `forUpdate`. */
export async function orderRow(db: Queryable, id: string, options: { userId?: number; forUpdate?: boolean } = {}): Promise<OrderRow | null> {
  if (!ORDER_ID_PATTERN.test(id)) return null;
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1 AND ($2::int IS NULL OR user_id = $2::int)${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id, options.userId ?? null],
  );
  return rows[0] ?? null;
}

const NAME_JOIN = (productAlias: string, localeParam: string) => `
  LEFT JOIN product_texts t ON t.product_id = ${productAlias}.product_id AND t.locale = ${localeParam}
  LEFT JOIN product_texts e ON e.product_id = ${productAlias}.product_id AND e.locale = 'en'
  JOIN products p ON p.id = ${productAlias}.product_id`;
const NAME = 'COALESCE(t.name, e.name, p.article)';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The order's charge in reais or rupees, or null when it is charged its euro total. */
export function chargeOf(row: OrderRow): Charge | null {
  if (row.charge_currency === null || row.charge_amount === null || row.charge_rate_micros === null || row.charge_quoted_at === null) return null;
  return {
    currency: row.charge_currency,
    amount: Number(row.charge_amount),
    rateMicros: BigInt(row.charge_rate_micros),
    quotedAt: new Date(row.charge_quoted_at),
  };
}

/** What a payment of the order must be: its charge, else its euro total in the payment currency. */
export function expectedPayment(row: OrderRow, paymentCurrency: string): { amount: number; currency: string } {
  const charge = chargeOf(row);
  return charge ? { amount: charge.amount, currency: charge.currency } : { amount: row.total_cents, currency: paymentCurrency };
}

/** The contract's Order of a row, with names in `locale` and the codes once paid. */
export async function toOrder(db: Queryable, row: OrderRow, locale: ProviderLocale): Promise<Order> {
  const items = await db.query<{ product_id: number; name: string; price_cents: number; paid_total_cents: number; quantity: number }>(
    `SELECT i.product_id, ${NAME} AS name, i.price_cents, i.paid_total_cents, i.quantity
     FROM order_items i ${NAME_JOIN('i', '$2')}
     WHERE i.order_id = $1 ORDER BY i.position`,
    [row.id, locale],
  );
  const codes = row.status === 'paid' ? await orderCodes(db, row.id, locale) : null;
  const charge = chargeOf(row);
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    method: row.method,
    reason: row.reason,
    subtotal: row.subtotal_cents,
    total: row.total_cents,
    promo: row.promo_code !== null && row.discount_percent !== null ? { code: row.promo_code, discount: row.discount_percent } : null,
    replenishment: row.type === 'balance' ? row.total_cents : null,
    items: items.map((item) => ({
      product_id: item.product_id,
      name: item.name,
      price: item.price_cents,
      quantity: item.quantity,
      paid: item.paid_total_cents,
      cover_path: coverPath(item.product_id, locale),
    })),
    codes,
    card: row.card_brand !== null && row.card_last4 !== null ? { brand: row.card_brand, last4: row.card_last4 } : null,
    charge: charge && {
      currency: charge.currency,
      amount: charge.amount,
      rate: formatRate(charge.rateMicros),
      quoted_at: charge.quotedAt.toISOString(),
    },
    created_at: iso(row.created_at)!,
    paid_at: iso(row.paid_at),
    refunded: row.refunded_cents,
  };
}

/** The codes an order delivered, in the order of its lines. */
export async function orderCodes(db: Queryable, orderId: string, locale: ProviderLocale): Promise<OrderCode[]> {
  const rows = await db.query<{ purchase_id: number; product_id: number; name: string; code: string; price: number }>(
    `SELECT pu.id AS purchase_id, pu.product_id, ${NAME} AS name, c.code, pu.price_cents AS price
     FROM purchases pu JOIN product_codes c ON c.id = pu.product_code_id ${NAME_JOIN('pu', '$2')}
     WHERE pu.order_id = $1 ORDER BY pu.id`,
    [orderId, locale],
  );
  return rows;
}

export interface NewOrder {
  userId: number;
  type: OrderType;
  locale: ProviderLocale;
  /** Set at creation for the QR methods; null for orders paid by card, hosted page or balance. */
  method: PaymentMethod | null;
  /** Balance orders: the top-up in cents. */
  replenishment?: number;
  idempotencyKey: string | null;
  requestHash: string;
  payerName?: string | null;
  returnUrls?: Record<string, string>;
  /** The total the caller was shown (Pix, SBP): another total refuses the order. */
  expectTotal?: number | null;
  /** QR methods: a total of 0 cannot be charged. */
  positiveTotal?: boolean;
  /**
   * Pix, UPI, SBP: the charge in reais or rupees of the order's euro total, priced in the order's
   * transaction (exchange.ts); a refusal refuses the order.
   */
  price?: (tx: Queryable, totalCents: number) => Promise<PricedCharge>;
}

export type CreateOutcome =
  | { ok: true; created: boolean; row: OrderRow }
  | { ok: false; problem: 'basketEmpty' }
  | { ok: false; problem: 'stock'; productIds: number[] }
  | { ok: false; problem: 'keyReused' }
  | { ok: false; problem: 'amount' }
  | { ok: false; problem: 'quoteUnknown' | 'quoteChanged' }
  /** The basket's code is one this account already used as often as it may: taken off the basket. */
  | { ok: false; problem: 'promoUsed'; code: string };

export interface StoredBasket {
  lines: Array<{ product_id: number; quantity: number; price_cents: number; in_stock: number }>;
  /** The applied code; `leftForAccount` false when this account used it as often as it may. */
  promo: { id: number; code: string; percent: number; leftForAccount: boolean } | null;
  subtotal: number;
  /** What an order made from it now would cost: the subtotal after the usable promo code. */
  total: number;
}

/** The account's stored basket priced as an order would be now (null when it is empty). */
export async function storedBasket(tx: Queryable, userId: number): Promise<StoredBasket | null> {
  const lines = await tx.query<{ product_id: number; quantity: number; price_cents: number; in_stock: number }>(
    `SELECT b.product_id, b.quantity, p.price_cents,
       (SELECT count(*)::int FROM product_codes c WHERE c.product_id = b.product_id AND c.status = 'available') AS in_stock
     FROM basket_items b JOIN products p ON p.id = b.product_id
     WHERE b.user_id = $1 ORDER BY b.position`,
    [userId],
  );
  if (lines.length === 0) return null;
  const promoRows = await tx.query<{ id: number; code: string; discount_percent: number; left_for_account: boolean }>(
    `SELECT pc.id, pc.code, pc.discount_percent, ${promoLeftForAccount('$1')} AS left_for_account
     FROM baskets b JOIN promo_codes pc ON pc.id = b.promo_code_id
     WHERE b.user_id = $1 AND ${PROMO_USABLE}`,
    [userId],
  );
  const found = promoRows[0];
  const promo = found ? { id: found.id, code: found.code, percent: found.discount_percent, leftForAccount: found.left_for_account } : null;
  const subtotal = lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0);
  const total = promo ? subtotal - discountCents(subtotal, promo.percent) : subtotal;
  return { lines, promo, subtotal, total };
}

async function byKey(tx: Queryable, userId: number, key: string): Promise<OrderRow | null> {
  const rows = await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 AND idempotency_key = $2`, [userId, key]);
  return rows[0] ?? null;
}

const repeatOf = (row: OrderRow, hash: string): CreateOutcome =>
  row.request_hash === hash ? { ok: true, created: false, row } : { ok: false, problem: 'keyReused' };

/**
 * Creates an order in one transaction: a purchase or spending order from the locked basket (lines,
 * unit prices and the applied promo code as they are now; every line within its stock), a top-up
 * with its amount. With an idempotency key already used by the account, answers that order instead
 * (or keyReused when it was made by another request).
 */
export async function createOrder(db: Db, order: NewOrder): Promise<CreateOutcome> {
  return db.transaction(async (tx): Promise<CreateOutcome> => {
    if (order.idempotencyKey !== null) {
      const existing = await byKey(tx, order.userId, order.idempotencyKey);
      if (existing) return repeatOf(existing, order.requestHash);
    }

    let lines: Array<{ product_id: number; quantity: number; price_cents: number; paid_total_cents: number }> = [];
    let subtotal: number;
    let total: number;
    let promo: { id: number; code: string; percent: number } | null = null;
    if (order.type === 'balance') {
      subtotal = total = order.replenishment ?? 0;
    } else {
      await lockBasket(tx, order.userId);
      const basket = await storedBasket(tx, order.userId);
      if (basket === null) return { ok: false, problem: 'basketEmpty' };
      const short = basket.lines.filter((line) => line.quantity > line.in_stock).map((line) => line.product_id);
      if (short.length > 0) return { ok: false, problem: 'stock', productIds: short };
      if (basket.promo && !basket.promo.leftForAccount) {
        // Used meanwhile by another order of this account: the shopper is told, never charged a
        // price they were not shown, and the basket no longer offers the code.
        await tx.query('UPDATE baskets SET promo_code_id = NULL, updated_at = now() WHERE user_id = $1', [order.userId]);
        return { ok: false, problem: 'promoUsed', code: basket.promo.code };
      }
      ({ promo, subtotal, total } = basket);
      // The discount shared among the lines so that they add up to the total (largest remainder).
      const amounts = lineAmountsAfterDiscount(basket.lines, basket.promo?.percent ?? null);
      lines = basket.lines.map((line, index) => ({
        product_id: line.product_id,
        quantity: line.quantity,
        price_cents: line.price_cents,
        paid_total_cents: amounts[index]!,
      }));
    }

    if ((order.expectTotal != null && order.expectTotal !== total) || (order.positiveTotal && total <= 0)) {
      return { ok: false, problem: 'amount' };
    }
    let charge: Charge | null = null;
    if (order.price) {
      const priced = await order.price(tx, total);
      if (!priced.ok) return { ok: false, problem: priced.problem };
      // A total of a few cents at a tiny rate could round to nothing: nothing can be charged.
      if (priced.charge.amount <= 0) return { ok: false, problem: 'amount' };
      charge = priced.charge;
    }

    const id = newOrderId();
    // UPI return URLs may name the order by the `{order_id}` placeholder: stored with the id in it.
    const returnUrls = Object.fromEntries(Object.entries(order.returnUrls ?? {}).map(([name, url]) => [name, withOrderId(url, id)]));
    const inserted = await tx.query<OrderRow>(
      `INSERT INTO orders (id, user_id, type, method, locale, subtotal_cents, total_cents, promo_code_id, promo_code,
         discount_percent, idempotency_key, request_hash, payer_name, return_urls,
         charge_currency, charge_amount, charge_rate_micros, charge_quoted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17, $18)
       ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING ${ORDER_COLUMNS}`,
      [
        id,
        order.userId,
        order.type,
        order.method,
        order.locale,
        subtotal,
        total,
        promo?.id ?? null,
        promo?.code ?? null,
        promo?.percent ?? null,
        order.idempotencyKey,
        order.requestHash,
        order.payerName ?? null,
        JSON.stringify(returnUrls),
        charge?.currency ?? null,
        charge?.amount ?? null,
        charge?.rateMicros.toString() ?? null,
        charge?.quotedAt.toISOString() ?? null,
      ],
    );
    const row = inserted[0];
    if (!row) {
      // The same key was used by a concurrent call that committed first.
      const existing = await byKey(tx, order.userId, order.idempotencyKey!);
      return existing ? repeatOf(existing, order.requestHash) : { ok: false, problem: 'keyReused' };
    }
    if (lines.length > 0) {
      await tx.query(
        `INSERT INTO order_items (order_id, position, product_id, price_cents, paid_total_cents, quantity)
         SELECT $1, s.n, s.product_id, s.price_cents, s.paid_total_cents, s.quantity
         FROM unnest($2::int[], $3::int[], $4::int[], $5::int[]) WITH ORDINALITY AS s (product_id, price_cents, paid_total_cents, quantity, n)`,
        [
          row.id,
          lines.map((line) => line.product_id),
          lines.map((line) => line.price_cents),
          lines.map((line) => line.paid_total_cents),
          lines.map((line) => line.quantity),
        ],
      );
    }
    return { ok: true, created: true, row };
  });
}
