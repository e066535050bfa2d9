// The pieces of the few hand-written answer readers that every catalogue page loads first (who is
// signed in: ./user.ts; the basket: lib/basket/parse.ts; the wishlist: lib/wishlist/parse.ts).
// Their shapes are declared once, in lib/contracts (./shape.ts), and their types inferred from
// there; these readers exist only because even the shapes' small checking functions weigh more in
// the first load than these few lines (docs/decisions/0040-answer-shapes-declared-once.md), and a
// unit test holds each to its shape (tests/unit/lib/contracts/first-load-readers.test.ts). Each
// reader answers the value or null; a null reaches lib/client/request.ts, which makes it a failure
// (502) rather than a crash in a screen.

/** Reads an untrusted value as a T, or null when it is not one. */
export type Reader<T> = (value: unknown) => T | null;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An integer at least `min`. */
export function isWhole(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

export function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** Every entry read, or null when the value is not a list or one entry is not what it should be. */
export function readEvery<T>(value: unknown, read: Reader<T>): T[] | null {
  if (!Array.isArray(value)) return null;
  const entries: T[] = [];
  for (const entry of value) {
    const item = read(entry);
    if (item === null) return null;
    entries.push(item);
  }
  return entries;
}

/** A reader of one field of an object answer (`{user}`, `{product}`, `{data}`…). */
export function fieldOf<T>(name: string, read: Reader<T>): Reader<T> {
  return (json) => (isRecord(json) ? read(json[name]) : null);
}

/** `{ok: true}`, the answer of a call that only says it was done. */
export function readOk(json: unknown): { ok: true } | null {
  return isRecord(json) && json.ok === true ? { ok: true } : null;
}
