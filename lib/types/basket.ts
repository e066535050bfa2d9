// The basket as the browser sees it (docs/basket-contract.md, "Shapes" and "BFF"): the types are
// inferred from the contract's shapes (lib/contracts/basket.ts), so the screens are written
// against the contract; what the BFF changes is only where the images live (`cover_path`,
// `country_icon`, `currency_nominal_country.country_icon` are the storefront's /media URLs).
// Money is integer euro cents. Types and plain constants only: safe in the browser.
import type { basketProductShape, basketShape, promoShape } from '@/lib/contracts/basket';
import type { Infer } from '@/lib/contracts/shape';

/** A product as a basket line holds it (docs/product/entities.md); images under /media. */
export type BasketProduct = Infer<typeof basketProductShape>;

/** An applied promo code, computed by the provider on the stored basket. */
export type Promo = Infer<typeof promoShape>;

/** The signed-in shopper's basket on the server: lines in the order they were first added. */
export type Basket = Infer<typeof basketShape>;

/** What a change does to its line. */
export type ChangeType = 'increase' | 'decrease';

/**
 * One change of the send queue (`localStorage.basketSendList`), the contract's QueueEntry. `key` is
 * the change's idempotency key, made when it was queued and kept on every retry (16..64
 * [A-Za-z0-9_-]), so the provider applies a change once (docs/basket-contract.md "Replays").
 */
export interface QueueEntry {
  id: number;
  type: ChangeType;
  /** 1..99. */
  count: number;
  key: string;
}

/** A change as the shopper makes it, before it is queued with its key. */
export type BasketChange = Omit<QueueEntry, 'key'>;

/** The most entries one PATCH /api/basket takes; send a longer queue in slices. */
export const MAX_QUEUE_ENTRIES_PER_PATCH = 200;

/** Promo codes: 3..32 characters of Latin letters, digits, `_` and `-`, matched case-insensitively. */
export const PROMO_CODE_MIN_LENGTH = 3;
export const PROMO_CODE_MAX_LENGTH = 32;
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * The rules that refuse a promo code, as the provider names them in its 422 `reason`
 * (docs/basket-contract.md "Promo refusals"): each gets its own text in the shopper's language.
 */
export const PROMO_REFUSALS = ['unknown', 'not_started', 'expired', 'used_up', 'already_used', 'basket_empty'] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export function isPromoRefusal(value: unknown): value is PromoRefusal {
  return typeof value === 'string' && (PROMO_REFUSALS as readonly string[]).includes(value);
}
