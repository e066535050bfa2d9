// Writing reviews (API.md "Product reviews"): POST /api/products/feedbacks creates the
// shopper's review of a product or, when they already wrote one, edits it (one per account and
// product); GET /api/products/feedbacks/{id}/mine answers their own review and whether they may
// write one. Only a shopper who bought the product may: others get 403 with a reason.
// Bearer token only.
import { text as message, type MessageKey } from '../http/messages';
import type { Accounts } from '../accounts/routes';
import { personal, signedIn } from '../http/guards';
import { invalid, type FieldKeys } from '../http/field-errors';
import type { Handler } from '../http/context';
import { parseProductId } from '../http/params';
import { HttpError, JsonAnswer, notFound } from '../http/respond';
import type { Router } from '../http/router';
import type { Queryable } from '../db/types';
import { hasBidiControl } from '../http/bidi';
import { VERIFIED_PURCHASE, type Feedback } from './feedbacks';

/** Limits of a review's text, after trimming (UTF-16 code units, as a browser's maxlength counts). */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
/** C0 and C1 control characters except tab and line feed (a CR LF is turned into LF first). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

export interface ReviewInput {
  productId: number;
  rating: number;
  text: string;
}

/** The clean review of a body, or the first error of each field (message keys). */
export function reviewForm(body: Record<string, unknown>): { ok: true; value: ReviewInput } | { ok: false; errors: FieldKeys } {
  const errors: Record<string, MessageKey> = {};
  const { product_id: productId, rating, text } = body;
  if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId < 1) errors.product_id = 'reviewProductInvalid';
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = 'reviewRatingInvalid';
  let clean = '';
  if (typeof text !== 'string' || text.trim() === '') errors.text = 'required';
  else {
    clean = text.replace(/\r\n?/g, '\n').normalize('NFC').trim();
    if (CONTROL_CHARACTERS.test(clean)) errors.text = 'reviewTextInvalid';
    else if (hasBidiControl(clean)) errors.text = 'reviewTextBidi';
    else if (clean.length < REVIEW_TEXT_MIN) errors.text = 'reviewTextTooShort';
    else if (clean.length > REVIEW_TEXT_MAX) errors.text = 'reviewTextTooLong';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { productId: productId as number, rating: rating as number, text: clean } };
}

interface Row {
  id: number;
  author_name: string;
  rating: number;
  text: string;
  created_at: Date | string;
  verified_purchase: boolean;
  inserted?: boolean;
}

const toFeedback = (row: Row): Feedback => ({
  id: row.id,
  author_name: row.author_name,
  rating: row.rating,
  text: row.text,
  created_at: new Date(row.created_at).toISOString(),
  verified_purchase: row.verified_purchase,
});

/** Whether the account has a delivered code of the product (a paid order, or the development fixture). */
export async function hasBought(db: Queryable, userId: number, productId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM purchases WHERE user_id = $1 AND product_id = $2 LIMIT 1', [userId, productId])).length > 0;
}

async function productExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM products WHERE id = $1', [id])).length > 0;
}

/** Creates or edits the account's review; `created` tells which. The author name is the account's name now. */
export async function saveReview(
  db: Queryable,
  user: { id: number; name: string },
  review: ReviewInput,
  locale: string,
): Promise<{ feedback: Feedback; created: boolean }> {
  const [row] = await db.query<Row>(
    `INSERT INTO feedbacks (product_id, user_id, author_name, rating, text, locale)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, product_id) DO UPDATE
       SET author_name = EXCLUDED.author_name, rating = EXCLUDED.rating, text = EXCLUDED.text,
           locale = EXCLUDED.locale, updated_at = now()
     RETURNING id, author_name, rating, text, created_at, true AS verified_purchase, (xmax = 0) AS inserted`,
    [review.productId, user.id, user.name, review.rating, review.text, locale],
  );
  return { feedback: toFeedback(row!), created: row!.inserted === true };
}

export async function ownReview(db: Queryable, userId: number, productId: number): Promise<Feedback | null> {
  const [row] = await db.query<Row>(
    `SELECT f.id, f.author_name, f.rating, f.text, f.created_at, ${VERIFIED_PURCHASE} AS verified_purchase
     FROM feedbacks f WHERE f.user_id = $1 AND f.product_id = $2`,
    [userId, productId],
  );
  return row ? toFeedback(row) : null;
}

/** Registered before the catalogue's `/api/products/:id`, which would otherwise take POST /api/products/feedbacks. */
export function addReviewRoutes(router: Router<Handler>, accounts: Accounts): void {
  const { limits } = accounts;

  router.add(
    'POST',
    '/api/products/feedbacks',
    personal(async (ctx) => {
      const { locale } = ctx;
      const user = await signedIn(ctx);
      const form = reviewForm(await ctx.body());
      if (!form.ok) throw invalid(locale, form.errors);
      // Every well-formed post counts, edits included: 10 per account per hour (limits.ts).
      await limits.take(locale, ['reviewPost', String(user.id)]);
      if (!(await productExists(ctx.db, form.value.productId))) throw notFound(message(locale, 'basketProductUnknown'));
      if (!(await hasBought(ctx.db, user.id, form.value.productId))) {
        throw new HttpError(403, message(locale, 'reviewNotBuyer'), undefined, undefined, { reason: 'not_a_buyer' });
      }
      const { feedback, created } = await saveReview(ctx.db, user, form.value, locale);
      return new JsonAnswer(created ? 201 : 200, { feedback });
    }),
  );

  router.add(
    'GET',
    '/api/products/feedbacks/:id/mine',
    personal(async (ctx) => {
      const user = await signedIn(ctx);
      const id = parseProductId(ctx.params.id!);
      if (id === null || !(await productExists(ctx.db, id))) throw notFound('Product not found');
      return { feedback: await ownReview(ctx.db, user.id, id), can_review: await hasBought(ctx.db, user.id, id) };
    }),
  );
}
