import { eurosToCents, formatDate, formatNominal, formatPrice, formatRate, formatRating, formatTime } from '@/lib/i18n/format';

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

describe('formatNominal', () => {
  const months = (locale: string) => [1, 2, 5, 21].map((n) => plain(formatNominal(n, 'MONTHS', locale)));

  it('writes subscription months in the page language with its plural forms', () => {
    expect(months('ru')).toEqual(['1 месяц', '2 месяца', '5 месяцев', '21 месяц']);
    expect(months('pt-BR')).toEqual(['1 mês', '2 meses', '5 meses', '21 meses']);
    expect(months('en')).toEqual(['1 month', '2 months', '5 months', '21 months']);
    expect(months('hi')).toEqual(['1 महीना', '2 महीने', '5 महीने', '21 महीने']);
  });

  it('never shows the provider unit code "MONTHS", whatever its case', () => {
    for (const locale of ['pt-BR', 'en', 'ru', 'hi']) expect(formatNominal(1, 'months', locale)).not.toMatch(/MONTHS/i);
  });

  it('names a face value in money by its currency, in the plural the amount takes', () => {
    expect(plain(formatNominal(1, 'USD', 'en'))).toBe('1 US dollar');
    expect(plain(formatNominal(50, 'BRL', 'en'))).toBe('50 Brazilian reals');
    expect(plain(formatNominal(21, 'BRL', 'ru'))).toBe('21 бразильский реал');
    expect(plain(formatNominal(5, 'BRL', 'ru'))).toBe('5 бразильских реалов');
    expect(plain(formatNominal(10.5, 'USD', 'en'))).toBe('10.50 US dollars');
  });

  it('keeps game points and unknown units as the provider names them', () => {
    expect(formatNominal(1380, 'RP', 'ru')).toBe('1380 RP');
    expect(plain(formatNominal(13500, 'VP', 'ru'))).toBe('13 500 VP');
    expect(formatNominal(1000, 'V-Bucks', 'en')).toBe('1000 V-Bucks');
  });
});

describe('formatRating', () => {
  it('writes a review average with the locale’s decimal sign, whole ones without decimals', () => {
    expect(formatRating(4.5, 'pt-BR')).toBe('4,5');
    expect(formatRating(4.5, 'ru')).toBe('4,5');
    expect(formatRating(4.5, 'en')).toBe('4.5');
    expect(formatRating(4.5, 'hi')).toBe('4.5');
    expect(formatRating(4, 'pt-BR')).toBe('4');
  });
});
