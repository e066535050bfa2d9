// Approximate local prices: which currency a page's language implies, the provider's conversion
// (cents × rate, half up to whole centavos or paise, exact) and the amount as each locale writes it.
import { approximateMinor, formatLocalPrice, localCurrencyOf, rateMicros } from '@/lib/i18n/local-price';

describe('localCurrencyOf', () => {
  it('gives reais to Brazilian Portuguese, rupees to Hindi and nothing to English and Russian', () => {
    expect(localCurrencyOf('pt-BR')).toBe('BRL');
    expect(localCurrencyOf('hi')).toBe('INR');
    expect(localCurrencyOf('en')).toBeNull();
    expect(localCurrencyOf('ru')).toBeNull();
    expect(localCurrencyOf('pt')).toBeNull();
  });
});

describe('rateMicros', () => {
  it('reads the provider’s exact decimals', () => {
    expect(rateMicros('6.2001')).toBe(BigInt(6_200_100));
    expect(rateMicros('98.4537')).toBe(BigInt(98_453_700));
    expect(rateMicros('98')).toBe(BigInt(98_000_000));
    expect(rateMicros('0.000001')).toBe(BigInt(1));
    expect(rateMicros('1000000')).toBe(BigInt(1_000_000_000_000));
  });

  it.each(['', '0', '0.0', '-6.2', '6,2001', '6.2001000', '1e3', ' 6.2', '1000000.5', 'NaN'])('refuses %p', (rate) => {
    expect(rateMicros(rate)).toBeNull();
  });
});

describe('approximateMinor', () => {
  it('converts as the provider charges a Pix or UPI payment: half up to whole minor units', () => {
    expect(approximateMinor(649, '6.2001')).toBe(4024); // 4023.8649
    expect(approximateMinor(649, '98.4537')).toBe(63896); // 63896.4513
    expect(approximateMinor(1000, '6.2001')).toBe(6200); // 6200.1
    expect(approximateMinor(5, '0.1')).toBe(1); // 0.5 rounds up
    expect(approximateMinor(4, '0.1')).toBe(0); // 0.4 rounds down
    expect(approximateMinor(0, '6.2001')).toBe(0);
  });

  it('stays exact where floating point would not', () => {
    // 1 005 cents × 1.5 = 1 507.5 → 1 508; 99 999 900 cents × 98.4537 rounded from the exact product.
    expect(approximateMinor(1005, '1.5')).toBe(1508);
    expect(approximateMinor(99_999_900, '98.4537')).toBe(9_845_360_155); // 9 845 360 154.63
  });

  it('gives nothing for an unreadable rate or amount', () => {
    expect(approximateMinor(649, 'abc')).toBeNull();
    expect(approximateMinor(-1, '6.2001')).toBeNull();
    expect(approximateMinor(6.5, '6.2001')).toBeNull();
  });
});

describe('formatLocalPrice', () => {
  it('writes the amount as the page’s locale writes its currency', () => {
    expect(formatLocalPrice(649, { currency: 'BRL', rate: '6.2001' }, 'pt-BR')).toBe('R$\u00a040,24');
    expect(formatLocalPrice(649, { currency: 'INR', rate: '98.4537' }, 'hi')).toBe('₹638.96');
    expect(formatLocalPrice(150_000, { currency: 'INR', rate: '98.4537' }, 'hi')).toBe('₹1,47,680.55');
    expect(formatLocalPrice(150_000, { currency: 'BRL', rate: '6.2001' }, 'pt-BR')).toBe('R$\u00a09.300,15');
  });

  it('gives nothing for an unreadable rate', () => {
    expect(formatLocalPrice(649, { currency: 'BRL', rate: '6,2' }, 'pt-BR')).toBeNull();
  });
});
