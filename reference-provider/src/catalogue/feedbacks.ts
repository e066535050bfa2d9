// Product reviews (API.md "Product extras"): the demo reviews' seeding and the paged list with its average.
import { insertColumns } from '../db/insert';
import type { Queryable } from '../db/types';
import { buildReviews, type ReviewSubject } from '../seed/reviews';

export const FEEDBACK_PAGE_SIZE = 10;

export interface Feedback {
  id: number;
  author_name: string;
  rating: number;
  text: string;
  created_at: string;
  /** The author's account bought the product (seeded reviews have no account, so never). */
  verified_purchase: boolean;
}

/** SQL over alias `f`: the review's author bought its product. */
export const VERIFIED_PURCHASE = `(f.user_id IS NOT NULL AND EXISTS (
  SELECT 1 FROM purchases pu WHERE pu.user_id = f.user_id AND pu.product_id = f.product_id))`;

export interface FeedbackPage {
  feedbacks: Feedback[];
  total: number;
  offset: number;
  limit: number;
  /** Average rating rounded to one decimal; null without reviews. */
  average_rating: number | null;
}

/** Writes the demo reviews of every product in the catalogue; returns how many. */
export async function seedFeedbacks(tx: Queryable): Promise<number> {
  const subjects = await tx.query<ReviewSubject>(
    `SELECT p.id, c.formatted_name AS category, p.region_code, p.popularity, p.nominal_currency, p.created_at
     FROM products p JOIN categories c ON c.id = p.category_id
     ORDER BY p.id`,
  );
  const reviews = buildReviews(subjects);
  await insertColumns(tx, 'feedbacks', [
    ['product_id', 'int[]', reviews.map((r) => r.product_id)],
    ['author_name', 'text[]', reviews.map((r) => r.author_name)],
    ['rating', 'smallint[]', reviews.map((r) => r.rating)],
    ['text', 'text[]', reviews.map((r) => r.text)],
    ['locale', 'text[]', reviews.map((r) => r.locale)],
    ['created_at', 'timestamptz[]', reviews.map((r) => r.created_at)],
  ]);
  return reviews.length;
}

/** Seeds the demo reviews of a catalogue that has products but no reviews yet (an upgrade). */
export async function seedFeedbacksIfNone(tx: Queryable): Promise<number> {
  const existing = await tx.query('SELECT 1 FROM feedbacks LIMIT 1');
  return existing.length > 0 ? 0 : seedFeedbacks(tx);
}

interface FeedbackRow {
  id: number;
  author_name: string;
  rating: number;
  text: string;
  created_at: Date | string;
  verified_purchase: boolean;
}

/** Newest first; null when the product does not exist. */
export async function productFeedbacks(db: Queryable, productId: number, offset: number): Promise<FeedbackPage | null> {
  const [summary] = await db.query<{ total: number; average: string | number | null }>(
    `SELECT count(f.id)::int AS total, round(avg(f.rating), 1) AS average
     FROM products p LEFT JOIN feedbacks f ON f.product_id = p.id
     WHERE p.id = $1
     GROUP BY p.id`,
    [productId],
  );
  if (!summary) return null;
  const rows =
    summary.total > offset
      ? await db.query<FeedbackRow>(
          `SELECT f.id, f.author_name, f.rating, f.text, f.created_at, ${VERIFIED_PURCHASE} AS verified_purchase
           FROM feedbacks f
           WHERE f.product_id = $1
           ORDER BY f.created_at DESC, f.id DESC
           LIMIT $2 OFFSET $3`,
          [productId, FEEDBACK_PAGE_SIZE, offset],
        )
      : [];
  return {
    feedbacks: rows.map((row) => ({
      id: row.id,
      author_name: row.author_name,
      rating: row.rating,
      text: row.text,
      created_at: new Date(row.created_at).toISOString(),
      verified_purchase: row.verified_purchase,
    })),
    total: summary.total,
    offset,
    limit: FEEDBACK_PAGE_SIZE,
    average_rating: summary.average === null ? null : Number(summary.average),
  };
}
