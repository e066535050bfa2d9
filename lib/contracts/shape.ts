// The answers' shapes as small checking functions, each declared once: a shape is the reader of an
// untrusted value (the BFF's answer, what sessionStorage kept), its TypeScript type is inferred
// from it (`Infer`), and the server parses the provider's answers with the same shape through zod
// (./zod-of-shape.ts). Written here rather than with zod/mini, which weighs several times more in
// the browser (docs/decisions/0040-answer-shapes-declared-once.md). Unknown keys are dropped, so
// only what a shape names reaches a screen. Browser-safe, no dependency.

/** What a shape answers for a value that is not one of its kind. */
export const NO: unique symbol = Symbol('no');

/** Checks an untrusted value: the value as the shape types it, or NO. */
export type Shape<T> = (value: unknown) => T | typeof NO;

/** The type a shape reads. */
export type Infer<S extends Shape<unknown>> = Exclude<ReturnType<S>, typeof NO>;

/** A shape of an object, which knows its fields (so another shape may extend it). */
export type ObjectShape<F extends Fields> = Shape<{ [K in keyof F]: Infer<F[K]> }> & { readonly fields: F };
type Fields = Record<string, Shape<unknown>>;

/** Reads an untrusted value as a T, or null when it is not one. */
export type Reader<T> = (value: unknown) => T | null;

/** The reader of a shape, for the request function: null when the value is not one. */
export function reader<T>(shape: Shape<T>): Reader<T> {
  return (value) => {
    const read = shape(value);
    return read === NO ? null : read;
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An integer from `min` to `max`. */
export const whole =
  (min = 0, max = Infinity): Shape<number> =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : NO;

/** A finite number from `min` to `max`. */
export const finite =
  (min = -Infinity, max = Infinity): Shape<number> =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : NO;

/** A text of `min` to `max` characters that `pattern`, when given, matches. */
export const text =
  (max = Infinity, min = 0, pattern?: RegExp): Shape<string> =>
  (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max && (!pattern || pattern.test(value)) ? value : NO;

export const bool: Shape<boolean> = (value) => (typeof value === 'boolean' ? value : NO);

/** One of the listed texts. */
export const oneOf =
  <const V extends readonly string[]>(values: V): Shape<V[number]> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as V[number]) : NO;

/** The shape's value or null. */
export const nullable =
  <T>(shape: Shape<T>): Shape<T | null> =>
  (value) =>
    value === null ? null : shape(value);

/** The shape's value; null when null or absent. */
export const orNone =
  <T>(shape: Shape<T>): Shape<T | null> =>
  (value) =>
    value === null || value === undefined ? null : shape(value);

/** The shape's values that also pass `test`. */
export const refine =
  <T>(shape: Shape<T>, test: (value: T) => boolean): Shape<T> =>
  (value) => {
    const read = shape(value);
    return read !== NO && test(read) ? read : NO;
  };

/** A list of at most `max` entries, each of the shape; one entry that is not makes the whole list not one. */
export const list =
  <T>(shape: Shape<T>, max = Infinity): Shape<T[]> =>
  (value) => {
    if (!Array.isArray(value) || value.length > max) return NO;
    const entries: T[] = [];
    for (const entry of value) {
      const read = shape(entry);
      if (read === NO) return NO;
      entries.push(read);
    }
    return entries;
  };

/** An object with these fields, each of its shape; other keys are left out. */
export function object<F extends Fields>(fields: F): ObjectShape<F> {
  const shape = (value: unknown) => {
    if (!isRecord(value)) return NO;
    const out: Record<string, unknown> = {};
    for (const key in fields) {
      const read = (fields[key] as Shape<unknown>)(value[key]);
      if (read === NO) return NO;
      out[key] = read;
    }
    return out as { [K in keyof F]: Infer<F[K]> };
  };
  return Object.assign(shape, { fields });
}

/** The object shape with more (or other) fields. */
export const extend = <F extends Fields, G extends Fields>(base: ObjectShape<F>, fields: G): ObjectShape<Omit<F, keyof G> & G> =>
  object({ ...base.fields, ...fields } as Omit<F, keyof G> & G);

/** `{ok: true}`, the answer of a call that only says it was done. */
export const ok = object({ ok: (value: unknown) => (value === true ? (true as const) : NO) });

/**
 * The one rule for an image path in a contract's answers: a path (/covers/…, /media/…) or an
 * absolute http(s) URL. The provider answers its own paths and the BFF moves them under the
 * storefront's /media (lib/provider/mappers.ts `toMediaUrl`); both sides are read with this rule.
 */
export const mediaPath: Shape<string> = refine(text(2048, 1), (value) => value.startsWith('/') || /^https?:\/\//.test(value));

/** An image's URL on a product card: a local path (not //host) or http(s); anything else (javascript:, data:) is refused. */
export const mediaUrl: Shape<string> = refine(text(2048), (value) => /^\/(?!\/)/.test(value) || /^https?:\/\//.test(value));
