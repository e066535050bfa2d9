// The order history's answers (docs/payments-contract.md "Order history"), declared once and read on
// both sides of the BFF: the provider's answers by lib/orders/provider.ts, the BFF's in the browser
// by lib/orders/client.ts (the orders page is private and loads zod with its island anyway). An
// entry is the contract's Order with when it was cancelled and until when its charge holds.
import { z } from 'zod';
import { chargeSchema, orderSchema } from '@/lib/contracts/payment';

/** Orders per page unless `per_page` says otherwise, and the most a page may hold. */
export const ORDERS_PER_PAGE = 10;
export const ORDERS_PER_PAGE_MAX = 50;
/** The highest page number asked for. */
export const ORDERS_PAGE_MAX = 5000;

const isoDate = z.string().min(1).max(64);

export const orderEntrySchema = orderSchema.extend({
  /** Set once the shopper cancelled the unpaid order: final. */
  cancelled_at: isoDate.nullable(),
  /** Pix, UPI: until when the charge in reais or rupees holds; null without a charge. */
  charge_expires_at: isoDate.nullable(),
});

export const orderPageSchema = z.object({
  orders: z.array(orderEntrySchema),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1).max(ORDERS_PER_PAGE_MAX),
  total: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative(),
});

export const cancelledOrderSchema = z.object({ order: orderEntrySchema });

/** POST …/pay-again (provider: …/requote): the order payable again, and its Pix code or UPI link. */
export const payAgainSchema = z.object({
  order: orderEntrySchema,
  /** The amount changed: the rate moved since the order was quoted, and its quote had expired. */
  requoted: z.boolean(),
  /** What the order charged before, when `requoted`. */
  previous_charge: chargeSchema.nullable(),
  qr: z.object({ payload: z.string().min(1).max(1024), image: z.string().nullable() }).optional(),
  upi: z.object({ link: z.string().startsWith('upi://pay?').max(4096) }).optional(),
});

export type OrderEntry = z.output<typeof orderEntrySchema>;
export type OrderPage = z.output<typeof orderPageSchema>;
export type PayAgain = z.output<typeof payAgainSchema>;
