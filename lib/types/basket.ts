// The basket as the browser sees it (docs/basket-contract.md, "Shapes" and "BFF"). Field names are
// the contract's (the provider's), so the screens can be written against the contract; what the
// BFF changes is only where the images live: `cover_path`, `country_icon` and
// `currency_nominal_country.country_icon` are already the storefront's own URLs (/media/...), never
// the provider's. Money is integer euro cents. Types and plain constants only: safe in the browser.

/** A product as a basket line holds it (SPEC.md §3 "Basket product"). */
export interface BasketProduct {
  id: number;
  name: string;
  /** Cents. */
  price: number;
  /** Cents; null when the product is not discounted (never at or below `price`). */
  old_price: number | null;
  category: { id: number; name: string; formatted_name: string };
  /** The storefront's URL of the cover: /media/covers/{locale}/{id}.svg (or an absolute CDN URL). */
  cover_path: string;
  /** Text drawn over the cover; null when there is none. */
  cover_text: string | null;
  /** The storefront's URL of the product's flag: /media/flags/{code}.svg. */
  country_icon: string;
  /** The flag of the nominal's currency country, when the provider names one. */
  currency_nominal_country: { country_icon: string } | null;
  /** Codes in stock; 0: sold out (no buy button). */
  in_stock: number;
  /** The line's quantity (1..99; 1 from GET /api/products/for-basket/{id}). */
  pivot: { quantity: number };
}

/** An applied promo code, computed by the provider on the stored basket. */
export interface Promo {
  /** The code as the provider stores it. */
  code: string;
  /** Percent, 1..100. */
  discount: number;
  /** Cents: the basket's total before the discount. */
  price: number;
  /** Cents: `price - round(price * discount / 100)`. */
  priceWithDiscount: number;
}

/** The signed-in shopper's basket on the server: lines in the order they were first added. */
export interface Basket {
  products: BasketProduct[];
  /** The sum of the quantities. */
  count: number;
  /** Cents, before any promo. */
  total: number;
  promo: Promo | null;
}

export type QueueEntryType = 'increase' | 'decrease';

/** One change of the send queue (`localStorage.basketSendList`); same shape as lib/basket's QueuedChange. */
export interface QueueEntry {
  id: number;
  type: QueueEntryType;
  /** 1..99. */
  count: number;
  /** The change's idempotency key, made when it was queued and kept on every retry (16..64 [A-Za-z0-9_-]). */
  key: string;
}

/** Body of PATCH /api/basket. */
export interface BasketPatchBody {
  products: QueueEntry[];
}

/** Body of POST /api/promocode. */
export interface PromoCodeBody {
  code: string;
}

/** Answer of GET /api/products/for-basket/{id}. */
export interface BasketProductResponse {
  product: BasketProduct;
}

/** Answer of POST /api/promocode. */
export interface PromoResponse {
  data: Promo;
}

/** GET, PATCH /api/basket and DELETE /api/promocode answer the basket itself. */
export type BasketResponse = Basket;

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
