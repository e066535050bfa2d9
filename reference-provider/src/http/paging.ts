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

/** Field errors of a 422 answer: field name to messages. */
export type FieldErrors = Record<string, string[]>;

/** Collects zod issues as field errors (the first path element names the field). */
export function issuesToErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, into: FieldErrors = {}): FieldErrors {
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'query');
    (into[field] ??= []).push(issue.message);
  }
  return into;
}

/** A 422 answer whose message is the first error. */
export function validationError(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid query.';
  return new HttpError(422, first, errors);
}

/** Paging, or the field errors that prevent it. `offset` wins when both are given; neither is the first page. */
export function readPaging(
  query: URLSearchParams,
  pageSize: number = PAGE_SIZE,
): { paging: Paging; errors: null } | { paging: null; errors: FieldErrors } {
  const parsed = pagingSchema.safeParse({
    offset: query.get('offset') ?? undefined,
    page: query.get('page') ?? undefined,
  });
  if (!parsed.success) return { paging: null, errors: issuesToErrors(parsed.error.issues) };
  const { offset, page } = parsed.data;
  if (offset !== undefined) return { paging: { offset, limit: pageSize }, errors: null };
  return { paging: { offset: ((page ?? 1) - 1) * pageSize, limit: pageSize }, errors: null };
}

/** Like readPaging, throwing the 422 itself. */
export function parsePaging(query: URLSearchParams, pageSize: number = PAGE_SIZE): Paging {
  const { paging, errors } = readPaging(query, pageSize);
  if (errors) throw validationError(errors);
  return paging;
}
