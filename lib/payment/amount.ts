// Amounts in integer cents (docs/decisions/0030-prices-kept-in-euro-cents.md) written as the decimal text payment codes carry: 12345 → "123.45".

/** A positive whole number of cents that JavaScript holds exactly. */
export function isPositiveCents(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents > 0;
}

/**
 * Cents as a decimal with exactly two decimals and a dot, with no float arithmetic:
 * 5 → "0.05", 100 → "1.00", 123456 → "1234.56". Throws on anything but a non-negative safe integer.
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${whole}.${String(rest).padStart(2, '0')}`;
}

/**
 * The reverse, for amounts read back from a payment code: "123.45" → 12345, "10" → 1000,
 * "0.5" → 50. Null for anything else (signs, exponents, more than two decimals, spaces).
 */
export function decimalToCents(text: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}
