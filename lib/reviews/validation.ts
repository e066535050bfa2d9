// A review's rules, shared by the browser's form and the BFF, and the same as the
// reference provider's (reference-provider/API.md "Product reviews"): a rating from 1 to 5 and a
// text of 10 to 1000 characters once line breaks are normalised and it is trimmed, without control
// characters other than tab and line feed, and without the invisible characters that change the
// direction text is shown in (lib/validation/bidi.ts: a review must read as written). Messages are keys of the "Validation" namespace.
import { z } from 'zod';
import { PRODUCT_ID_MAX } from '@/lib/catalogue/product-id';
import { hasBidiControl } from '@/lib/validation/bidi';

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

export type ReviewValidationKey = 'required' | 'reviewRatingInvalid' | 'reviewTextTooShort' | 'reviewTextTooLong' | 'reviewTextInvalid' | 'reviewTextBidi';

const key = (value: ReviewValidationKey) => value;

/** C0 and C1 control characters except tab and line feed. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** The text as it is stored: CR LF and CR as LF, NFC, trimmed. */
export function cleanReviewText(text: string): string {
  return text.replace(/\r\n?/g, '\n').normalize('NFC').trim();
}

export const reviewTextField = z
  .string({ error: key('required') })
  .transform(cleanReviewText)
  .pipe(
    z
      .string()
      .min(1, key('required'))
      .refine((text) => !CONTROL_CHARACTERS.test(text), key('reviewTextInvalid'))
      .refine((text) => !hasBidiControl(text), key('reviewTextBidi'))
      .pipe(z.string().min(REVIEW_TEXT_MIN, key('reviewTextTooShort')).max(REVIEW_TEXT_MAX, key('reviewTextTooLong'))),
  );

export const reviewRatingField = z.number({ error: key('reviewRatingInvalid') }).int(key('reviewRatingInvalid')).min(1, key('reviewRatingInvalid')).max(5, key('reviewRatingInvalid'));

/** What the form checks (the product is the page's). */
export const reviewFormSchema = z.object({ rating: reviewRatingField, text: reviewTextField });

/** The BFF's POST /api/products/feedbacks body. */
export const reviewSchema = reviewFormSchema.extend({ product_id: z.number().int().positive().max(PRODUCT_ID_MAX) });

export type ReviewBody = z.output<typeof reviewSchema>;
