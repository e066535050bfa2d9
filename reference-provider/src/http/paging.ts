// Validates ?offset= / ?page= with zod and turns them into an offset and the fixed page size.
import { z } from 'zod';
import { HttpError } from './respond';

export const PAGE_SIZE = 20;
export const MAX_OFFSET = 100_000;
export const MAX_PAGE = 5_000;

const intInRange = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `The ${field} must be an integer from ${min} to ${max}.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `The ${field} must be an integer from ${min} to ${max}.`)
        .max(max, `The ${field} must be an integer from ${min} to ${max}.`),
    );

const pagingSchema = z.object({
  offset: intInRange('offset', 0, MAX_OFFSET).optional(),
  page: intInRange('page', 1, MAX_PAGE).optional(),
});

export interface Paging {
  offset: number;
  limit: number;
}

/** `offset` wins when both are given; neither means the first page. Bad values throw 422. */
export function parsePaging(query: URLSearchParams): Paging {
  const parsed = pagingSchema.safeParse({
    offset: query.get('offset') ?? undefined,
    page: query.get('page') ?? undefined,
  });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'query');
      (errors[field] ??= []).push(issue.message);
    }
    const first = Object.values(errors)[0]?.[0] ?? 'Invalid query.';
    throw new HttpError(422, first, errors);
  }
  const { offset, page } = parsed.data;
  if (offset !== undefined) return { offset, limit: PAGE_SIZE };
  return { offset: ((page ?? 1) - 1) * PAGE_SIZE, limit: PAGE_SIZE };
}
