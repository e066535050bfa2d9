// Query parsing for BFF handlers: a zod schema per route, and per-field 422 errors for bad values.
import 'server-only';
import type { NextResponse } from 'next/server';
import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { type FieldErrors, jsonError } from './responses';

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function parseQuery<T>(schema: z.ZodType<T>, params: URLSearchParams): Parsed<T> {
  const result = schema.safeParse(Object.fromEntries(params));
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: jsonError(422, 'Some query values are invalid.', fieldErrors(result.error)) };
}

/** Shared query fields of catalogue reads. */
export const localeParam = z.enum(routing.locales).default(routing.defaultLocale);
export const offsetParam = z.coerce
  .number({ error: 'offset must be a number' })
  .int('offset must be a whole number')
  .min(0, 'offset must not be negative')
  .max(100_000, 'offset is too large')
  .default(0);
