import { eurosToCents, formatDate, formatPrice } from '@/lib/format';

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
