// The reference provider's search text handling and demo reviews, tested as plain functions (no database).
import {
  compactKey,
  correctedTerms,
  escapeLike,
  normalizeSearchText,
  searchTerms,
  searchWords,
  wordsTsQuery,
} from '../../../reference-provider/src/search/normalize';
import { searchDocument } from '../../../reference-provider/src/search/documents';
import { buildCatalogue } from '../../../reference-provider/src/seed/catalogue';
import { buildReviews, type ReviewSubject } from '../../../reference-provider/src/seed/reviews';
import { PROVIDER_LOCALES } from '../../../reference-provider/src/seed/types';

const catalogue = buildCatalogue();

describe('normalizeSearchText', () => {
  it.each([
    ['Cartão-presente', 'cartao-presente'],
    ['CÓDIGO', 'codigo'],
    ['  Steam   Wallet \t Gift  ', 'steam wallet gift'],
    ['ПОДАРОЧНАЯ Ёлка', 'подарочная елка'],
    ['Подписка на 3 месяца', 'подписка на 3 месяца'],
    ['गिफ्ट कार्ड', 'गिफ्ट कार्ड'], // vowel signs and the virama stay
    ['फ़िलिपींस', 'फिलिपींस'], // the nukta goes
    ['ＳＴＭ－ＢＲ－０５０', 'stm-br-050'], // full-width forms
    ['İstanbul', 'istanbul'],
    ['Türkiye', 'turkiye'],
    ['ste\u200dam', 'steam'], // a zero-width joiner never splits a word
    ['a\u0000b\u0007c', 'a b c'], // control characters are spaces
    ['\u0301', ''],
    ['1\u00a0000 INR', '1 000 inr'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('is idempotent and keeps every seeded name searchable', () => {
    for (const product of catalogue.products) {
      for (const locale of PROVIDER_LOCALES) {
        const once = normalizeSearchText(product.texts[locale].name);
        expect(normalizeSearchText(once)).toBe(once);
        expect(searchWords(once).length).toBeGreaterThan(0);
        expect(once).not.toMatch(/\n/);
      }
    }
  });
});

describe('words, keys and queries', () => {
  it('splits words on anything but letters, digits and marks', () => {
    expect(searchWords('stm-br-050')).toEqual(['stm', 'br', '050']);
    expect(searchWords('steam vallet steam')).toEqual(['steam', 'vallet']);
    expect(searchWords(normalizeSearchText('App Store & iTunes (Brasil)'))).toEqual(['app', 'store', 'itunes', 'brasil']);
    expect(searchWords('steam वॉलेट गिफ्ट कार्ड')).toEqual(['steam', 'वॉलेट', 'गिफ्ट', 'कार्ड']);
    expect(searchWords('%_*:!&|()\\\'"')).toEqual([]);
    expect(compactKey('stm-br-050')).toBe('stmbr050');
  });

  it('builds tsqueries whose structure no input can change', () => {
    expect(wordsTsQuery(['cartao', 'steam'])).toBe("'cartao':* & 'steam':*");
    expect(wordsTsQuery(['50'], false)).toBe("'50'");
    expect(wordsTsQuery(["a'b", 'c\\d'])).toBe("'a\\'b':* & 'c\\\\d':*");
    expect(wordsTsQuery([])).toBeNull();
    expect(wordsTsQuery(['netflx'], true, new Map([['netflx', ['netflix', 'netfix']]]))).toBe(
      "('netflx':* | 'netflix' | 'netfix')",
    );
    expect(wordsTsQuery(Array.from({ length: 30 }, (_, i) => `w${i}`))!.split('&')).toHaveLength(16);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_\\x')).toBe('50\\%\\_\\\\x');
  });

  it('turns a text into search terms', () => {
    expect(searchTerms(' STM-br ')).toEqual({
      text: 'stm-br',
      words: ['stm', 'br'],
      exactName: '\nstm-br\n',
      namePrefix: '\nstm-br',
      tsquery: "'stm':* & 'br':*",
      wholeWords: "'stm' & 'br'",
      key: 'stmbr',
      keyPrefix: 'stmbr%',
      keyContains: '%stmbr%',
    });
    const punctuation = searchTerms("%_':*&|!");
    expect(punctuation.tsquery).toBeNull();
    expect(punctuation.key).toBeNull();
    expect(punctuation.keyPrefix).toBeNull();
    expect(searchTerms('br').keyContains).toBeNull();
    const corrected = correctedTerms(searchTerms('steam brazl'), new Map([['brazl', ['brazil']]]));
    expect(corrected.tsquery).toBe("'steam':* & ('brazl':* | 'brazil')");
  });

  it('writes one search document per product: names on their own lines, the compact article, what hints show', () => {
    const product = catalogue.products.find((p) => p.article === 'STM-BR-050')!;
    const names = Object.fromEntries(PROVIDER_LOCALES.map((l) => [l, product.texts[l].name]));
    const doc = searchDocument({ id: product.id, article: product.article, names });
    expect(doc.display_names).toEqual(names);
    expect(doc.article).toBe('STM-BR-050');
    expect(doc.article_key).toBe('stmbr050');
    expect(doc.names.startsWith('\n') && doc.names.endsWith('\n')).toBe(true);
    expect(doc.names).toContain('\ncartao-presente steam 50 brl (brasil)\n');
    expect(doc.names).toContain('\nподарочная карта steam 50 brl (бразилия)\n');
    expect(doc.name_words.split(' ')).toEqual(expect.arrayContaining(['cartao', 'presente', 'подарочная', 'गिफ्ट', '50', 'brl']));
    expect(doc.article_words).toEqual(['stm', 'br', '050', 'stmbr050']);
  });
});

describe('buildReviews', () => {
  const subjects: ReviewSubject[] = catalogue.products.map((p) => ({
    id: p.id,
    category: p.category,
    region_code: p.region_code,
    popularity: p.popularity,
    nominal_currency: p.nominal_currency,
    created_at: p.created_at,
  }));

  it('is deterministic and fast, and a product gets the same reviews alone or with others', () => {
    const started = performance.now();
    const reviews = buildReviews(subjects);
    expect(performance.now() - started).toBeLessThan(500);
    expect(buildReviews(subjects)).toEqual(reviews);
    const one = subjects.find((s) => s.id === 26)!;
    expect(buildReviews([one])).toEqual(reviews.filter((r) => r.product_id === 26));
  });

  it('reviews about 60 % of the products, 1 to 12 each, oldest first, after the product appeared', () => {
    const reviews = buildReviews(subjects);
    const perProduct = new Map<number, number>();
    for (const r of reviews) perProduct.set(r.product_id, (perProduct.get(r.product_id) ?? 0) + 1);
    expect(perProduct.size / subjects.length).toBeGreaterThan(0.5);
    expect(perProduct.size / subjects.length).toBeLessThan(0.7);
    expect(Math.max(...perProduct.values())).toBeLessThanOrEqual(12);
    expect(Math.max(...perProduct.values())).toBeGreaterThan(8);
    const created = new Map(subjects.map((s) => [s.id, Date.parse(String(s.created_at))]));
    for (const r of reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.text.trim().length).toBeGreaterThan(10);
      expect(r.text.length).toBeLessThanOrEqual(2000);
      expect(r.author_name.length).toBeLessThanOrEqual(64);
      expect(Date.parse(r.created_at)).toBeGreaterThan(created.get(r.product_id)!);
      expect(Date.parse(r.created_at)).toBeLessThanOrEqual(Date.UTC(2026, 10, 20, 12, 0));
    }
  });

  it('writes mostly in the language of the product region, and complains about regions only on locked products', () => {
    const reviews = buildReviews(subjects);
    const regionOf = new Map(subjects.map((s) => [s.id, s.region_code]));
    const share = (region: string, locale: string) => {
      const inRegion = reviews.filter((r) => regionOf.get(r.product_id) === region);
      return inRegion.filter((r) => r.locale === locale).length / inRegion.length;
    };
    expect(share('BR', 'pt-BR')).toBeGreaterThan(0.6);
    expect(share('IN', 'hi')).toBeGreaterThan(0.5);
    expect(share('US', 'en')).toBeGreaterThan(0.5);
    expect(new Set(reviews.map((r) => r.locale))).toEqual(new Set(PROVIDER_LOCALES));
    const wrongRegion = reviews.filter((r) => /regi[aã]o|region|регион|क्षेत्र/i.test(r.text));
    expect(wrongRegion.length).toBeGreaterThan(5);
    for (const r of wrongRegion) {
      expect(r.rating).toBeLessThanOrEqual(2);
      expect(regionOf.get(r.product_id)).not.toBeNull();
    }
  });
});
