import { eurosToCents, formatDate, formatPrice, formatRate, formatTime } from '@/lib/format';

// Intl uses narrow no-break spaces and no-break spaces: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes euros from cents in each locale', () => {
    expect(plain(formatPrice(123456, 'pt-BR'))).toBe('€ 1.234,56');
    expect(plain(formatPrice(123456, 'en'))).toBe('€1,234.56');
    expect(plain(formatPrice(123456, 'ru'))).toBe('1 234,56 €');
    expect(formatPrice(123456, 'hi')).toContain('1,234.56');
  });

  it('rounds stray fractions of a cent and handles zero', () => {
    expect(plain(formatPrice(99.6, 'en'))).toBe('€1.00');
    expect(plain(formatPrice(0, 'ru'))).toBe('0,00 €');
  });

  it('writes reais and rupees from centavos and paise, as each locale writes them', () => {
    expect(plain(formatPrice(63_818, 'pt-BR', 'BRL'))).toBe('R$ 638,18');
    expect(plain(formatPrice(63_818, 'en', 'BRL'))).toBe('R$638.18');
    expect(plain(formatPrice(1_013_384, 'ru', 'INR'))).toBe('10 133,84 ₹');
    expect(plain(formatPrice(1_013_384, 'hi', 'INR'))).toBe('₹10,133.84');
    // Lakh grouping in Hindi.
    expect(plain(formatPrice(123_456_789, 'hi', 'INR'))).toBe('₹12,34,567.89');
    expect(plain(formatPrice(123_456, 'ru'))).toBe('1 234,56 €');
  });

  it('converts euros to whole cents', () => {
    expect(eurosToCents(12.345)).toBe(1235);
    expect(eurosToCents(100)).toBe(10000);
  });
});

describe('formatDate', () => {
  it('follows the locale: Russian gives day.month.year', () => {
    expect(formatDate('2026-11-21T10:00:00Z', 'ru')).toBe('21.11.2026');
    expect(formatDate('2026-11-21T10:00:00Z', 'pt-BR')).toBe('21/11/2026');
    expect(formatDate('2026-11-21T10:00:00Z', 'en')).toBe('11/21/2026');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatRate', () => {
  it('writes every decimal of the rate (at least two), in the charge currency', () => {
    expect(plain(formatRate('6.2001', 'BRL', 'pt-BR'))).toBe('R$ 6,2001');
    expect(plain(formatRate('6.5', 'BRL', 'en'))).toBe('R$6.50');
    expect(plain(formatRate('98.453712', 'INR', 'ru'))).toBe('98,453712 ₹');
    expect(plain(formatRate('1234.5', 'INR', 'hi'))).toBe('₹1,234.50');
  });
});

describe('formatTime', () => {
  it('writes the hour and minute in the local time zone as the locale does', () => {
    const at = new Date(2026, 10, 21, 14, 35);
    expect(formatTime(at, 'ru')).toBe('14:35');
    expect(formatTime(at, 'pt-BR')).toBe('14:35');
    expect(plain(formatTime(at.toISOString(), 'en'))).toBe('2:35 PM');
    expect(formatTime('soon', 'en')).toBe('');
  });
});
