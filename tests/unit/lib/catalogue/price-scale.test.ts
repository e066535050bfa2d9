// The price slider's scale follows the listing's price range: a 1-2-5 step giving at most 100
// positions (about 20 to 100 on any real range), bounds rounded out to whole steps.
import { clampPrice, MAX_POSITIONS, priceScale } from '@/lib/catalogue/price-scale';

const positions = ({ low, high, step }: { low: number; high: number; step: number }) => (high - low) / step;

describe('priceScale', () => {
  it.each([
    [{ min: 1, max: 60 }, { low: 1, high: 60, step: 1 }],
    [{ min: 0, max: 60 }, { low: 0, high: 60, step: 1 }],
    [{ min: 0, max: 100 }, { low: 0, high: 100, step: 1 }],
    [{ min: 0, max: 101 }, { low: 0, high: 102, step: 2 }],
    [{ min: 3, max: 250 }, { low: 0, high: 250, step: 5 }],
    [{ min: 12, max: 499 }, { low: 10, high: 500, step: 5 }],
    [{ min: 1, max: 999 }, { low: 0, high: 1000, step: 10 }],
    [{ min: 5, max: 2500 }, { low: 0, high: 2500, step: 50 }],
    [{ min: 100, max: 10_000 }, { low: 100, high: 10_000, step: 100 }],
    [{ min: 0, max: 999_999 }, { low: 0, high: 1_000_000, step: 10_000 }],
  ])('%j → %j', (range, scale) => {
    expect(priceScale(range)).toEqual(scale);
  });

  it('keeps the slider between about 20 and 100 positions over ranges of every size', () => {
    for (const max of [20, 37, 60, 99, 150, 333, 640, 1200, 4999, 25_000, 180_000]) {
      const scale = priceScale({ min: 1, max });
      expect({ max, positions: positions(scale) }).toEqual({ max, positions: expect.any(Number) });
      expect(positions(scale)).toBeLessThanOrEqual(MAX_POSITIONS);
      expect(positions(scale)).toBeGreaterThanOrEqual(19);
      expect(Number.isInteger(positions(scale))).toBe(true);
      expect(scale.low).toBeLessThanOrEqual(1);
      expect(scale.high).toBeGreaterThanOrEqual(max);
    }
  });

  it('spans one step on a list of one price, and 1 € steps on a tiny range', () => {
    expect(priceScale({ min: 25, max: 25 })).toEqual({ low: 25, high: 26, step: 1 });
    expect(priceScale({ min: 2, max: 9 })).toEqual({ low: 2, high: 9, step: 1 });
  });

  it('falls back to 0–1000 € without a usable range', () => {
    expect(priceScale(null)).toEqual({ low: 0, high: 1000, step: 10 });
    expect(priceScale({ min: 50, max: 10 })).toEqual({ low: 0, high: 1000, step: 10 });
    expect(priceScale({ min: Number.NaN, max: 10 })).toEqual({ low: 0, high: 1000, step: 10 });
  });
});

describe('clampPrice', () => {
  it('puts a price outside the bounds onto them', () => {
    const scale = priceScale({ min: 1, max: 60 });
    expect(clampPrice(0, scale)).toBe(1);
    expect(clampPrice(500, scale)).toBe(60);
    expect(clampPrice(25, scale)).toBe(25);
  });
});
