// Every message that counts something is an ICU plural with the CLDR categories its language needs
// ("encontrados: 1 produtos" and "найдено: 2 товаров" were what plain {count} gave).
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import ptBR from '@/messages/pt-BR.json';
import ru from '@/messages/ru.json';

type Tree = { [key: string]: string | Tree };
const files = { 'pt-BR': ptBR, en, ru, hi } as Record<string, Tree>;
const LOCALES = Object.keys(files);
const SAMPLES = [1, 2, 5, 21];
/** Argument names that hold a number of things. */
const COUNTING = /^(count|total|quantity|minutes)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) entries.set(k, v);
  }
  return entries;
}

/** The index of the "}" that closes the "{" at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in ${text}`);
}

/** Each `{arg, plural, sel {…} …}` of a message (nested ones too), with its selectors. */
function plurals(text: string): { argument: string; selectors: string[] }[] {
  const found: { argument: string; selectors: string[] }[] = [];
  const head = /\{\s*(\w+)\s*,\s*plural\s*,/g;
  for (let match = head.exec(text); match; match = head.exec(text)) {
    const end = closing(text, match.index);
    const selectors: string[] = [];
    let i = match.index + match[0].length;
    while (i < end) {
      const open = text.indexOf('{', i);
      if (open === -1 || open > end) break;
      selectors.push(text.slice(i, open).trim());
      i = closing(text, open) + 1;
    }
    found.push({ argument: match[1]!, selectors });
  }
  return found;
}

/** Top-level simple arguments: {count} but not {count, plural, …}. */
function simpleArguments(text: string): string[] {
  return [...text.matchAll(/\{\s*(\w+)\s*\}/g)].map((match) => match[1]!);
}

describe.each(LOCALES)('%s', (locale) => {
  const entries = flatten(files[locale]!);
  const rules = new Intl.PluralRules(locale);

  it('turns every counting argument into a plural message', () => {
    for (const [key, text] of entries) {
      const counted = [...simpleArguments(text), ...plurals(text).map((p) => p.argument)].filter((name) => COUNTING.test(name));
      if (counted.length === 0) continue;
      expect({ key, hasPlural: plurals(text).length > 0 }).toEqual({ key, hasPlural: true });
    }
  });

  it('gives every plural the categories 1, 2, 5 and 21 fall in, and an "other"', () => {
    for (const [key, text] of entries) {
      for (const { argument, selectors } of plurals(text)) {
        expect({ key, argument, other: selectors.includes('other') }).toEqual({ key, argument, other: true });
        for (const n of SAMPLES) {
          const covered = selectors.includes(`=${n}`) || selectors.includes(rules.select(n));
          expect({ key, argument, n, category: rules.select(n), covered }).toEqual({ key, argument, n, category: rules.select(n), covered: true });
        }
      }
    }
  });
});

describe('counts read as the language writes them', () => {
  type Translate = (key: string, values?: Record<string, number | string>) => string;
  const t = (locale: string) => createTranslator({ locale, messages: files[locale]! }) as unknown as Translate;
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const render = (locale: string, key: string, values: (n: number) => Record<string, number | string>) =>
    SAMPLES.map((n) => plain(t(locale)(key, values(n))));

  it('the found-products count of a listing', () => {
    const found = (locale: string) => render(locale, 'Catalogue.found', (n) => ({ total: n }));
    expect(found('ru')).toEqual(['Найден 1 товар', 'Найдено 2 товара', 'Найдено 5 товаров', 'Найден 21 товар']);
    expect(found('pt-BR')).toEqual(['1 produto encontrado', '2 produtos encontrados', '5 produtos encontrados', '21 produtos encontrados']);
    expect(found('en')).toEqual(['1 product found', '2 products found', '5 products found', '21 products found']);
    expect(found('hi')).toEqual(['1 उत्पाद मिला', '2 उत्पाद मिले', '5 उत्पाद मिले', '21 उत्पाद मिले']);
    expect(t('pt-BR')('Catalogue.found', { total: 0 })).toBe('Nenhum produto encontrado');
  });

  it('the number of chosen options on a filter button', () => {
    const chosen = (locale: string) => render(locale, 'Filters.selectedCount', (n) => ({ count: n }));
    expect(chosen('pt-BR')).toEqual(['1 selecionado', '2 selecionados', '5 selecionados', '21 selecionados']);
    expect(chosen('ru')).toEqual(['выбран 1', 'выбрано 2', 'выбрано 5', 'выбран 21']);
    expect(chosen('hi')).toEqual(['1 चुना गया', '2 चुने गए', '5 चुने गए', '21 चुने गए']);
    expect(chosen('en')).toEqual(['1 selected', '2 selected', '5 selected', '21 selected']);
  });

  it('items in the basket, purchases and reviews', () => {
    expect(render('ru', 'Basket.itemCount', (n) => ({ count: n }))).toEqual(['1 товар', '2 товара', '5 товаров', '21 товар']);
    expect(render('ru', 'Profile.purchasesCount', (n) => ({ count: n }))).toEqual(['1 покупка', '2 покупки', '5 покупок', '21 покупка']);
    expect(render('ru', 'Product.reviewsCount', (n) => ({ count: n }))).toEqual(['1 отзыв', '2 отзыва', '5 отзывов', '21 отзыв']);
    expect(render('pt-BR', 'Profile.foundCount', (n) => ({ count: n }))).toEqual([
      '1 compra encontrada',
      '2 compras encontradas',
      '5 compras encontradas',
      '21 compras encontradas',
    ]);
    expect(render('en', 'Checkout.quantityValue', (n) => ({ count: n }))).toEqual(['1 pc', '2 pcs', '5 pcs', '21 pcs']);
  });

  it('the length limits of a review, with the genitive Russian needs after "из" and "до"', () => {
    expect(render('ru', 'Reviews.counter', (n) => ({ count: 0, max: n }))).toEqual([
      '0 из 1 символа',
      '0 из 2 символов',
      '0 из 5 символов',
      '0 из 21 символа',
    ]);
    expect(render('en', 'Reviews.textHint', (n) => ({ min: 1, max: n }))).toEqual([
      'From 1 to 1 character.',
      'From 1 to 2 characters.',
      'From 1 to 5 characters.',
      'From 1 to 21 characters.',
    ]);
  });

  it('renders every plural message in every language without a stray brace', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of flatten(files[locale]!)) {
        const found = plurals(text);
        if (found.length === 0) continue;
        for (const n of SAMPLES) {
          const values: Record<string, number | string> = {};
          for (const name of simpleArguments(text)) values[name] = 'x';
          for (const { argument } of found) values[argument] = n;
          const out = plain(t(locale)(key, values));
          // The number shows wherever the message writes it (`#` or the argument itself); a message
          // may count without writing it ("{names} is / are no longer available").
          const writesNumber = text.includes('#') || found.some(({ argument }) => simpleArguments(text).includes(argument));
          expect({ locale, key, n, ok: (!writesNumber || out.includes(String(n))) && !/[{}]/.test(out) }).toEqual({ locale, key, n, ok: true });
        }
      }
    }
  });
});
