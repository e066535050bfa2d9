// The price slider's scale, from the listing's own price range (the provider's `price_range` of the
// unfiltered list, whole euros): a step from the 1-2-5 series (1, 2, 5, 10, 20, 50 €…), the smallest
// that keeps the slider at most MAX_POSITIONS positions, and bounds that are the range's min and
// max rounded out to whole steps. A catalogue of 1–60 € moves in 1 € steps (59 positions), one up
// to a few hundred euros in 5 € steps, one up to 10 000 € in 100 € steps: every step reachable by
// keyboard and pointer without skipping the prices the list holds. Prices a URL carries outside the
// bounds are clamped onto them (clampPrice), never refused.

/** The most positions a slider has: above it a keyboard or a finger cannot pick a value precisely. */
export const MAX_POSITIONS = 100;
/** The range assumed when the provider gives none (a search that found nothing). */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 1000 } as const;

export interface PriceScale {
  /** Lowest value of the slider, whole euros: the range's min rounded down to a step. */
  low: number;
  /** Highest value, whole euros: the range's max rounded up to a step; always above low. */
  high: number;
  /** Whole euros between two positions. */
  step: number;
}

/** 1, 2, 5, 10, 20, 50, 100… : the n-th step of the series. */
function nthStep(n: number): number {
  return [1, 2, 5][n % 3]! * 10 ** Math.floor(n / 3);
}

export function priceScale(range: { min: number; max: number } | null): PriceScale {
  const valid = range && Number.isFinite(range.min) && Number.isFinite(range.max) && range.min >= 0 && range.max >= range.min;
  const { min, max } = valid ? range : DEFAULT_PRICE_RANGE;
  for (let n = 0; ; n += 1) {
    const step = nthStep(n);
    const low = Math.floor(min / step) * step;
    const high = Math.max(low + step, Math.ceil(max / step) * step);
    if ((high - low) / step <= MAX_POSITIONS) return { low, high, step };
  }
}

/** A price (from the URL or typed) onto the slider: below its low → low, above its high → high. */
export function clampPrice(value: number, scale: PriceScale): number {
  return Math.min(Math.max(value, scale.low), scale.high);
}
