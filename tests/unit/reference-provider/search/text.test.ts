// The reference provider's search text handling and demo reviews, tested as plain functions (no database).
import { compactKey, normalizeSearchText, searchWords } from '../../../../reference-provider/src/search/normalize';
import { searchDocument, vocabulary } from '../../../../reference-provider/src/search/documents';
import { SYNONYMS, UNIT_SIGNS, UNIT_WORDS } from '../../../../reference-provider/src/search/shopper-words';
import { Closeness, similarity, typoVariants } from '../../../../reference-provider/src/search/similar';
import { approximatedTerms, queryWords, searchTerms, wordsTsQuery } from '../../../../reference-provider/src/search/terms';
import { soundKey, toLatin } from '../../../../reference-provider/src/search/transliterate';
import { buildCatalogue } from '../../../../reference-provider/src/seed/catalogue';
import { buildReviews, type ReviewSubject } from '../../../../reference-provider/src/seed/reviews';
import { PROVIDER_LOCALES } from '../../../../reference-provider/src/seed/types';

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

describe('words and keys', () => {
  it('splits words on anything but letters, digits and marks', () => {
    expect(searchWords('stm-br-050')).toEqual(['stm', 'br', '050']);
    expect(searchWords('steam vallet steam')).toEqual(['steam', 'vallet']);
    expect(searchWords(normalizeSearchText('App Store & iTunes (Brasil)'))).toEqual(['app', 'store', 'itunes', 'brasil']);
    expect(searchWords('steam वॉलेट गिफ्ट कार्ड')).toEqual(['steam', 'वॉलेट', 'गिफ्ट', 'कार्ड']);
    expect(searchWords('%_*:!&|()\\\'"')).toEqual([]);
    expect(compactKey('stm-br-050')).toBe('stmbr050');
  });
});

describe('transliteration and sound keys', () => {
  it.each([
    ['стим', 'stim'],
    ['плейстейшн', 'pleisteishn'], // "й" is "и" after normalisation
    ['подарочная карта', 'podarochnaya karta'],
    ['щёлк', 'shchelk'],
    ['объём', 'obem'],
    ['नेटफ्लिक्स', 'netfliks'], // the inherent "a" of ट and स is not pronounced
    ['स्टीम', 'stim'],
    ['गूगल', 'gugal'],
    ['वॉलेट', 'volet'],
    ['फ़िलिपींस', 'filipins'],
    ['सदस्यता', 'sadsyata'],
    ['२०२६', '2026'],
    ['steam 50 usd', 'steam 50 usd'],
  ])('toLatin(%j) = %j', (text, latin) => {
    expect(toLatin(normalizeSearchText(text))).toBe(latin);
  });

  it('gives a brand the same sound key in every script the shoppers type it in', () => {
    const brands: Array<[string, string[]]> = [
      ['steam', ['стим', 'स्टीम', 'stim', 'stem']],
      ['playstation', ['плейстейшн', 'प्लेस्टेशन', 'pleystation']],
      ['netflix', ['нетфликс', 'नेटफ्लिक्स', 'netfliks']],
      ['google', ['гугл', 'गूगल', 'gugl']],
      ['play', ['плей', 'pley', 'plei']],
      ['valorant', ['валорант', 'वैलोरेंट']],
      ['xbox', ['иксбокс', 'एक्सबॉक्स']],
      ['spotify', ['спотифай', 'स्पॉटिफाई']],
      ['itunes', ['айтюнс', 'आईट्यून्स']],
      ['wallet', ['валет', 'वॉलेट']],
      ['legends', ['लीजेंड्स', 'леджендс']],
      ['game', ['гейм', 'गेम']],
    ];
    for (const [brand, spellings] of brands) {
      for (const spelling of spellings) {
        expect({ spelling, key: soundKey(toLatin(normalizeSearchText(spelling))) }).toEqual({ spelling, key: soundKey(brand) });
      }
    }
    expect(soundKey('steam')).toBe('stm');
    expect(soundKey('playstation')).toBe('plstSn');
    expect(soundKey('apple')).toBe('Vpl'); // a leading vowel counts: apple is not play
    expect(soundKey('play')).toBe('pl');
    expect(soundKey('50')).toBeNull();
    expect(soundKey('стим')).toBeNull(); // Latin letters only
  });

  it('writes every seeded name in Latin letters and digits', () => {
    for (const product of catalogue.products) {
      for (const locale of PROVIDER_LOCALES) {
        for (const word of searchWords(normalizeSearchText(product.texts[locale].name))) {
          expect({ word, latin: toLatin(word) }).toEqual({ word, latin: expect.stringMatching(/^[a-z0-9]+$/) });
        }
      }
    }
  });
});

describe('typo tolerance', () => {
  it('lists a word with each one-letter deletion, from four letters', () => {
    expect(typoVariants('stem')).toEqual(['stem', 'tem', 'sem', 'stm', 'ste']);
    expect(typoVariants('ste')).toEqual([]);
    expect(typoVariants('стим')).toEqual([]);
    expect(typoVariants('ab12')).toEqual([]);
  });

  it.each([
    ['stem', 'steam', Closeness.sameSound], // vowels aside, the same sounds
    ['steeam', 'steam', Closeness.sameSound],
    ['netflx', 'netflix', Closeness.sameSound],
    ['netfix', 'netflix', Closeness.oneTypo], // missing letter
    ['stean', 'steam', Closeness.oneTypo], // wrong letter
    ['tseam', 'steam', Closeness.oneTypo], // swapped letters
    ['pley', 'play', Closeness.sameSound],
    ['stim', 'steam', Closeness.sameSound],
    ['stma', 'steam', Closeness.sameSound],
    ['pleist', 'playstation', Closeness.longerSound], // a sound key of three symbols starting the other's
    ['plis', 'playstation', Closeness.longerSound],
    ['gugl', 'google', Closeness.sameSound],
    ['pl', 'play', null], // too short
    ['plei', 'plus', null],
    ['stmp', 'steam', null], // a sound more, and two letters apart
    ['xbox', 'steam', null],
    ['gugl', 'global', null], // a two-symbol sound key ("Gl") must match whole
  ])('%j is similar to %j: %j', (query, known, closeness) => {
    const of = (word: string) => ({ latin: word, sound: soundKey(word) });
    expect(similarity(of(query), of(known))).toBe(closeness);
  });
});

describe('query words and tsqueries', () => {
  it('reads numbers, units and signs as the nominal', () => {
    expect(queryWords('steam 20 usd')).toEqual([
      { prefixes: ['steam'], means: [], latin: 'steam' },
      { prefixes: ['20'], means: [['#20']], latin: null },
      { prefixes: ['usd'], means: [['¤usd']], latin: null },
    ]);
    expect(queryWords('50 reais').map((w) => w.means)).toEqual([[['#50']], [['¤brl']]]);
    expect(queryWords(normalizeSearchText('R$ 50')).map((w) => w.means)).toEqual([[['¤brl']], [['#50']]]);
    expect(queryWords('₹500').map((w) => w.means)).toEqual([[['¤inr']], [['#500']]]);
    expect(queryWords('500₽').map((w) => w.means)).toEqual([[['#500']], [['¤rub']]]);
    expect(queryWords('20usd').map((w) => w.means)).toEqual([[['#20']], [['¤usd']]]);
    expect(queryWords(normalizeSearchText('1000 рублей'))[1]).toEqual({ prefixes: ['рублеи', 'rublei'], means: [['¤rub']], latin: null });
    expect(queryWords(normalizeSearchText('12 месяцев'))[1]!.means).toEqual([['¤months']]);
    // Thousands separators of any language, one number.
    for (const text of ['1 000', '1.000', '1,000', '1000']) expect(queryWords(text)).toEqual([{ prefixes: ['1000'], means: [['#1000']], latin: null }]);
    // A leading zero is part of an article, not a value; decimals are two numbers.
    expect(queryWords('050')).toEqual([{ prefixes: ['050'], means: [], latin: null }]);
    expect(queryWords('9,99').map((w) => w.prefixes)).toEqual([['9'], ['99']]);
  });

  it('knows the shoppers\u2019 abbreviations in any script, and drops filler words', () => {
    expect(queryWords('psn')[0]!.means).toEqual([['playstation']]);
    expect(queryWords('псн')[0]).toEqual({ prefixes: ['псн', 'psn'], means: [['playstation']], latin: 'psn' });
    expect(queryWords('ps plus').map((w) => w.means)).toEqual([[['playstation']], []]);
    expect(queryWords('apple')[0]!.means).toEqual([['app', 'store'], ['itunes']]);
    expect(queryWords('cartao de presente').map((w) => w.prefixes[0])).toEqual(['cartao', 'presente']);
    expect(queryWords('league of legends').map((w) => w.prefixes[0])).toEqual(['league', 'legends']);
    // A single letter at the end may be a word being typed; only filler words: searched as words.
    expect(queryWords('cartao e').map((w) => w.prefixes[0])).toEqual(['cartao', 'e']);
    expect(queryWords('of the').map((w) => w.prefixes[0])).toEqual(['of', 'the']);
  });

  it('builds tsqueries whose structure no input can change', () => {
    const words = (text: string) => queryWords(normalizeSearchText(text));
    expect(wordsTsQuery(words('cartao steam'))).toBe("'cartao':* & 'steam':*");
    expect(wordsTsQuery(words('стим 20'))).toBe("('стим':* | 'stim':*) & ('20':* | '#20')");
    expect(wordsTsQuery(words('стим 20'), false)).toBe("('стим' | 'stim') & ('20' | '#20')");
    expect(wordsTsQuery(words('apple'))).toBe("('apple':* | ('app' & 'store') | 'itunes')");
    expect(wordsTsQuery(words("x'y c\\d"))).toBe("'x':* & 'y':* & 'c':* & 'd':*");
    expect(wordsTsQuery([{ prefixes: ["a'b", 'c\\d'], means: [["e'f"]], latin: null }])).toBe("('a\\'b':* | 'c\\\\d':* | 'e\\'f')");
    expect(wordsTsQuery([])).toBeNull();
    expect(wordsTsQuery(words('netflx'), true, new Map([[0, [['netflix']]]]))).toBe("('netflx':* | 'netflix')");
    expect(wordsTsQuery(words(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')))!.split('&')).toHaveLength(16);
  });

  it('turns a text into search terms', () => {
    expect(searchTerms(' STM-br ')).toEqual({
      text: 'stm-br',
      words: [
        { prefixes: ['stm'], means: [], latin: 'stm' },
        { prefixes: ['br'], means: [], latin: 'br' },
      ],
      exactName: '\nstm-br\n',
      namePrefix: '\nstm-br',
      tsquery: "'stm':* & 'br':*",
      wholeWords: "'stm' & 'br'",
      nominal: null,
      key: 'stmbr',
      keyInside: true,
    });
    const punctuation = searchTerms("%_':*&|!");
    expect(punctuation.tsquery).toBeNull();
    expect(punctuation.key).toBeNull();
    expect(searchTerms('br').keyInside).toBe(false);
    // A unit sign's letters are not part of an article.
    expect(searchTerms('R$ 50').key).toBe('50');
    // The nominal the text names: its values and its currency, typed as a word or a sign.
    expect(searchTerms('steam 1 000 рублей').nominal).toBe("'#1000' & '¤rub'");
    expect(searchTerms('1 000 ₽').nominal).toBe("'#1000' & '¤rub'");
    expect(searchTerms('steam usd').nominal).toBe("'¤usd'");
    const approximated = approximatedTerms(searchTerms('steam brazl'), new Map([[1, { closest: [['brazil']], further: [] }]]));
    expect(approximated.tsquery).toBe("'steam':* & ('brazl':* | 'brazil')");
    expect(approximated.wholeWords).toBe("'steam' & ('brazl' | 'brazil')");
    // Only the closest approximations count as whole words.
    const plus = approximatedTerms(searchTerms('plas'), new Map([[0, { closest: [['plus']], further: [['playstation']] }]]));
    expect(plus.tsquery).toBe("('plas':* | 'plus' | 'playstation')");
    expect(plus.wholeWords).toBe("('plas' | 'plus')");
  });
});

describe('shopper words', () => {
  const vocabulary = new Set(
    catalogue.products.flatMap((p) => PROVIDER_LOCALES.flatMap((l) => searchWords(normalizeSearchText(p.texts[l].name)))),
  );

  it('mean words the names have', () => {
    for (const [key, alternatives] of SYNONYMS) {
      for (const word of alternatives.flat()) expect({ key, word, known: vocabulary.has(word) }).toEqual({ key, word, known: true });
    }
  });

  it('name every unit of the seeded nominals, and only units of their own', () => {
    const units = new Set(catalogue.products.map((p) => p.nominal_currency));
    const named = new Set(UNIT_WORDS.values());
    for (const unit of units) expect({ unit, named: named.has(unit) }).toEqual({ unit, named: true });
    for (const [, unit] of UNIT_SIGNS) expect(units.has(unit) || unit === 'NGN' || unit === 'PHP').toBe(true);
  });
});

describe('search documents', () => {
  it('holds the names on their own lines, their words in Latin letters, the nominal and the compact article', () => {
    const product = catalogue.products.find((p) => p.article === 'STM-BR-050')!;
    const names = Object.fromEntries(PROVIDER_LOCALES.map((l) => [l, product.texts[l].name]));
    const doc = searchDocument({ id: product.id, article: product.article, names, nominal_value: '50.00', nominal_currency: 'BRL' });
    expect(doc.display_names).toEqual(names);
    expect(doc.article).toBe('STM-BR-050');
    expect(doc.article_key).toBe('stmbr050');
    expect(doc.names.startsWith('\n') && doc.names.endsWith('\n')).toBe(true);
    expect(doc.names).toContain('\ncartao-presente steam 50 brl (brasil)\n');
    expect(doc.names).toContain('\nподарочная карта steam 50 brl (бразилия)\n');
    expect(doc.name_words.split(' ')).toEqual(expect.arrayContaining(['cartao', 'presente', 'подарочная', 'गिफ्ट', '50', 'brl']));
    expect(doc.latin_words.split(' ')).toEqual(expect.arrayContaining(['podarochnaya', 'karta', 'kard', 'volet', 'braziliya']));
    // Already words of the names: "steam", and "gift" (गिफ्ट in Latin letters).
    expect(doc.latin_words.split(' ')).not.toEqual(expect.arrayContaining(['steam']));
    expect(doc.latin_words.split(' ')).not.toEqual(expect.arrayContaining(['gift']));
    expect(doc.nominal_words).toBe('#50 ¤brl');
  });

  it('makes a vocabulary of every name word, with sound keys for the Latin ones', () => {
    const docs = catalogue.products.map((p) =>
      searchDocument({
        id: p.id,
        article: p.article,
        names: Object.fromEntries(PROVIDER_LOCALES.map((l) => [l, p.texts[l].name])),
        nominal_value: p.nominal_value,
        nominal_currency: p.nominal_currency,
      }),
    );
    const words = vocabulary(docs);
    const byWord = new Map(words.map((w) => [w.word, w.sound]));
    expect(byWord.get('steam')).toBe('stm');
    expect(byWord.get('подарочная')).toBeNull();
    expect(byWord.get('podarochnaya')).toBe('pdrCn');
    expect(byWord.get('50')).toBeNull();
    expect(byWord.has('stm')).toBe(false); // articles are not words of the names
    expect(words.map((w) => w.word)).toEqual([...byWord.keys()].sort());
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

  it('is deterministic, and a product gets the same reviews alone or with others', () => {
    const reviews = buildReviews(subjects);
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
