// The zod schemas of the shapes (./shape.ts), for the code that parses with zod: the provider's
// answers in lib/provider, and the contracts still written with zod (./basket.ts, ./payment.ts,
// whose screens load after the first paint or read a stored basket by their own rules). The shape
// stays the one declaration; zod only carries it. Kept apart from ./shape.ts so that what reads
// answers in the browser's first load never brings zod.
import { z } from 'zod';
import { purchasePageShape, purchaseShape, userShape } from './account';
import { basketProductShape, basketShape, promoShape } from './basket';
import { categoryRefShape } from './catalogue';
import { mediaPath as mediaPathShape, NO, type Shape } from './shape';
import { stockAlertListShape, stockAlertShape } from './stock-alerts';
import { wishedProductShape, wishlistAddShape, wishlistShape } from './wishlist';

/** A zod schema that parses as the shape reads: the same values accepted, the same output. */
export function zodOf<T>(shape: Shape<T>, message = 'not what the contract promises'): z.ZodType<T, unknown> {
  return z.unknown().transform((value, context) => {
    const read = shape(value);
    if (read !== NO) return read;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

export const mediaPath = zodOf(mediaPathShape, 'not a media path');
export const categoryRefSchema = zodOf(categoryRefShape);
export const userSchema = zodOf(userShape);
export const purchaseSchema = zodOf(purchaseShape);
export const purchasePageSchema = zodOf(purchasePageShape);
export const stockAlertSchema = zodOf(stockAlertShape);
export const stockAlertListSchema = zodOf(stockAlertListShape);
export const wishedProductSchema = zodOf(wishedProductShape);
export const wishlistSchema = zodOf(wishlistShape);
export const wishlistAddSchema = zodOf(wishlistAddShape);
export const basketProductSchema = zodOf(basketProductShape);
export const promoSchema = zodOf(promoShape);
export const basketSchema = zodOf(basketShape);
