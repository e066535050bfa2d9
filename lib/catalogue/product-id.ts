// A product id, written once (reference-provider/API.md: an integer 1..2147483647, the provider's
// database integer): digits only in a path, no leading zero, within the bound. Pages, the BFF and
// the review rules check it with this, so a malformed id is a 404 (or a 422 field) before any call.
// Plain code, no zod: safe in every bundle.

/** The provider's bound: its database integer. */
export const PRODUCT_ID_MAX = 2_147_483_647;

const DIGITS = /^[1-9][0-9]{0,9}$/;

/** The id a path segment names, or null for anything else (letters, a leading zero, out of bound). */
export function parseProductId(raw: string): number | null {
  if (!DIGITS.test(raw)) return null;
  const id = Number(raw);
  return id <= PRODUCT_ID_MAX ? id : null;
}
