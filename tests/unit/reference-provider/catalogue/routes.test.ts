// The reference provider's seeded catalogue and generated covers, tested as plain data (no database).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { buildCatalogue, shopPrice } from '../../../../reference-provider/src/seed/catalogue';
import { coverInputFor, coverNominal, escapeXml, renderCoverSvg } from '../../../../reference-provider/src/media/cover';
import { PROVIDER_LOCALES, type SeedCatalogue } from '../../../../reference-provider/src/seed/types';

const ROOT = path.resolve(__dirname, '../../../..');
const FLAGS = path.join(ROOT, 'node_modules/flag-icons/flags/4x3');
const CYRILLIC = /[\u0400-\u04ff]/;
const DEVANAGARI = /[\u0900-\u097f]/;
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/;

let catalogue: SeedCatalogue;
beforeAll(() => {
  catalogue = buildCatalogue();
});

const xmlParser = new new JSDOM('').window.DOMParser();
function parseXml(text: string): Document {
  return xmlParser.parseFromString(text, 'image/svg+xml');
}

function isWellFormed(svg: string): boolean {
  const doc = parseXml(svg);
  return doc.getElementsByTagName('parsererror').length === 0 && doc.documentElement.nodeName === 'svg';
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return [...twice];
}

describe('buildCatalogue', () => {
  it('is deterministic', () => {
    expect(buildCatalogue()).toEqual(catalogue);
  });

  it('has the nine categories of the shop in menu order', () => {
    expect(catalogue.categories.map((c) => c.formatted_name)).toEqual([
      'steam',
      'playstation',
      'xbox',
      'app-store',
      'google-play',
      'league-of-legends',
      'netflix',
      'spotify',
      'valorant',
    ]);
    expect(catalogue.categories.map((c) => c.name)).toEqual([
      'Steam',
      'PlayStation',
      'Xbox',
      'App Store',
      'Google Play',
      'League of Legends',
      'Netflix',
      'Spotify',
      'Valorant',
    ]);
    catalogue.categories.forEach((c, i) => {
      expect(c.position).toBe(i + 1);
      expect(c.svg_path).toMatch(PATH_DATA);
      expect(c.brand_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.platform.length).toBeGreaterThan(0);
    });
  });

  it('has at least 300 products and every category has some, the big four the most', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(300);
    const count = (name: string) => catalogue.products.filter((p) => p.category === name).length;
    for (const c of catalogue.categories) expect(count(c.formatted_name)).toBeGreaterThan(0);
    const big = Math.min(count('steam'), count('playstation'), count('google-play'), count('app-store'));
    for (const small of ['xbox', 'league-of-legends', 'netflix', 'spotify', 'valorant']) {
      expect(count(small)).toBeLessThan(big);
    }
  });

  it('has unique ids, articles, product codes and codes', () => {
    const { products } = catalogue;
    expect(products.map((p) => p.id)).toEqual(products.map((_, i) => i + 1));
    expect(duplicates(products.map((p) => p.article))).toEqual([]);
    expect(duplicates(products.map((p) => p.product_code))).toEqual([]);
    expect(duplicates(products.flatMap((p) => p.codes))).toEqual([]);
    for (const p of products) {
      expect(p.article).toMatch(/^[A-Z]{3}-[A-Z]{2}-[0-9]{2,}M?$/);
      expect(p.product_code).toMatch(/^DG-\d{6}$/);
      for (const code of p.codes) expect(code).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);
    }
  });

  it('keeps 0 to 25 codes per product with a few products sold out', () => {
    const { products } = catalogue;
    for (const p of products) expect(p.codes.length).toBeLessThanOrEqual(25);
    const soldOut = products.filter((p) => p.codes.length === 0).length;
    expect(soldOut).toBeGreaterThan(0);
    expect(soldOut / products.length).toBeLessThan(0.12);
  });

  it('has texts in all four locales: Russian in Cyrillic, Hindi in Devanagari', () => {
    for (const p of catalogue.products) {
      for (const locale of PROVIDER_LOCALES) {
        const text = p.texts[locale];
        expect(text.name.trim().length).toBeGreaterThan(0);
        expect(text.description.trim().length).toBeGreaterThan(60);
        expect(text.description).not.toMatch(/undefined|null|NaN/);
        if (text.cover_text !== null) expect(text.cover_text.trim().length).toBeGreaterThan(0);
      }
      expect(p.texts.ru.name).toMatch(CYRILLIC);
      expect(p.texts.ru.description).toMatch(CYRILLIC);
      expect(p.texts.hi.name).toMatch(DEVANAGARI);
      expect(p.texts.hi.description).toMatch(DEVANAGARI);
      expect(p.texts['pt-BR'].name).not.toEqual(p.texts.en.name);
    }
    const withCover = catalogue.products.filter((p) => p.texts.en.cover_text !== null).length;
    // A cover text is there in every language or in none; "gift card" is said in each language.
    for (const p of catalogue.products) {
      expect(PROVIDER_LOCALES.filter((locale) => p.texts[locale].cover_text === null).length % PROVIDER_LOCALES.length).toBe(0);
      if (p.texts.en.cover_text?.endsWith('Gift Card')) {
        expect(p.texts.ru.cover_text).toMatch(/^\S+ подарочная карта$/);
        expect(p.texts['pt-BR'].cover_text).toMatch(/^\S+ cartão-presente$/);
        expect(p.texts.hi.cover_text).toMatch(DEVANAGARI);
      }
    }
    expect(withCover / catalogue.products.length).toBeGreaterThan(0.3);
    expect(withCover / catalogue.products.length).toBeLessThan(0.7);
  });

  it('prices are positive integer cents and a discount is a higher old price', () => {
    for (const p of catalogue.products) {
      expect(Number.isInteger(p.price_cents)).toBe(true);
      expect(p.price_cents).toBeGreaterThan(0);
      if (p.old_price_cents !== null) {
        expect(Number.isInteger(p.old_price_cents)).toBe(true);
        expect(p.old_price_cents).toBeGreaterThan(p.price_cents);
      }
    }
    const discounted = catalogue.products.filter((p) => p.old_price_cents !== null).length / catalogue.products.length;
    expect(discounted).toBeGreaterThan(0.1);
    expect(discounted).toBeLessThan(0.3);
  });

  it('marks some products new with a 2026 date, the others older', () => {
    const fresh = catalogue.products.filter((p) => p.is_new);
    expect(fresh.length / catalogue.products.length).toBeGreaterThan(0.08);
    expect(fresh.length / catalogue.products.length).toBeLessThan(0.25);
    for (const p of catalogue.products) {
      expect(new Date(p.created_at).toISOString()).toBe(p.created_at);
      expect(p.created_at.startsWith('2026-')).toBe(p.is_new);
    }
  });

  it('spreads popularity with a few bestsellers', () => {
    const popularity = catalogue.products.map((p) => p.popularity).sort((a, b) => b - a);
    expect(popularity[0]).toBeGreaterThan(1000);
    expect(popularity[popularity.length - 1]).toBeLessThan(100);
    for (const p of catalogue.products) {
      expect(Number.isInteger(p.purchases)).toBe(true);
      expect(p.purchases).toBeGreaterThanOrEqual(0);
    }
  });

  it('uses known countries and regions, each with a flag file', () => {
    const codes = new Set(catalogue.countries.map((c) => c.code));
    expect(codes.size).toBe(catalogue.countries.length);
    expect(catalogue.countries.length).toBeGreaterThanOrEqual(25);
    expect(catalogue.countries.filter((c) => c.name === null).length).toBeGreaterThanOrEqual(2);
    for (const c of catalogue.countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(existsSync(path.join(FLAGS, `${c.code.toLowerCase()}.svg`))).toBe(true);
    }
    for (const p of catalogue.products) {
      if (p.country_code !== null) expect(codes.has(p.country_code)).toBe(true);
      if (p.region_code !== null) expect(codes.has(p.region_code)).toBe(true);
    }
    expect(catalogue.products.some((p) => p.region_code === null)).toBe(true);
    expect(catalogue.products.some((p) => p.region_code === 'EU')).toBe(true);
  });

  it('marks wallet and gift cards as gift cards, subscriptions and points not', () => {
    for (const p of catalogue.products) {
      const money = /^[A-Z]{3}$/.test(p.nominal_currency) && p.nominal_currency !== 'RP' && p.nominal_currency !== 'VP';
      expect(p.is_gift_card).toBe(money && p.nominal_currency !== 'MONTHS');
      expect(p.nominal_value).toBeGreaterThan(0);
    }
  });

  it('lists about two hundred currencies with Russian labels', () => {
    const { currencies } = catalogue;
    expect(currencies.length).toBeGreaterThanOrEqual(150);
    expect(currencies.length).toBeLessThanOrEqual(220);
    expect(duplicates(currencies.map((c) => c.codeName))).toEqual([]);
    for (const c of currencies) {
      expect(c.codeName).toMatch(/^[A-Z]{3}$/);
      expect(c.label).toMatch(CYRILLIC);
      expect(c.label.endsWith(` (${c.codeName})`)).toBe(true);
    }
    expect(currencies.find((c) => c.codeName === 'BRL')?.label).toBe('Бразилия (BRL)');
    const sorted = [...currencies].sort((a, b) => a.label.localeCompare(b.label, 'ru'));
    expect(currencies.map((c) => c.label)).toEqual(sorted.map((c) => c.label));
    for (const p of catalogue.products) {
      if (/^[A-Z]{3}$/.test(p.nominal_currency) && p.nominal_currency !== 'MONTHS') {
        expect(currencies.some((c) => c.codeName === p.nominal_currency)).toBe(true);
      }
    }
  });
});

describe('shopPrice', () => {
  it('rounds up to x.x9 under 5 euros and to x.49 / x.99 above', () => {
    expect(shopPrice(184)).toBe(189);
    expect(shopPrice(190)).toBe(199);
    expect(shopPrice(4720)).toBe(4749);
    expect(shopPrice(4750)).toBe(4799);
    expect(shopPrice(4700)).toBe(4749);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
    expect(escapeXml('plain text 50 BRL')).toBe('plain text 50 BRL');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });
});

describe('renderCoverSvg', () => {
  const hostile = {
    locale: 'en' as const,
    title: `Evil <script>alert("x")</script> & 'quotes'`,
    cover_text: null,
    brand_color: '#0070d1',
    nominal_value: 50,
    nominal_currency: 'BRL',
    category_name: `A & "B" <C>`,
  };
  // The words of each line of text, drawn as a path that names them.
  const texts = (svg: string) => [...parseXml(svg).querySelectorAll('path[aria-label]')].map((p) => p.getAttribute('aria-label') ?? '');

  it('has a well-formedness check that catches broken markup', () => {
    expect(isWellFormed('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toBe(false);
    expect(isWellFormed('<svg xmlns="http://www.w3.org/2000/svg"><text>a & b</text></svg>')).toBe(false);
    expect(isWellFormed('<svg xmlns="http://www.w3.org/2000/svg"><text>a &amp; b</text></svg>')).toBe(true);
  });

  it('escapes text and stays well-formed', async () => {
    const svg = await renderCoverSvg(hostile);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&quot;');
    expect(svg).toContain('&apos;');
    expect(isWellFormed(svg)).toBe(true);
    const doc = parseXml(svg);
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 400 300');
    expect(texts(svg)[0]).toBe('A & "B" <C>');
  });

  it('draws its text as outlines, needing no font of the viewer', async () => {
    const svg = await renderCoverSvg({ ...hostile, locale: 'hi', title: 'Steam वॉलेट गिफ्ट कार्ड 50 BRL (ब्राज़ील)', category_name: 'गिफ्ट कार्ड', nominal_value: 1, nominal_currency: 'MONTHS' });
    const doc = parseXml(svg);
    expect(doc.getElementsByTagName('text')).toHaveLength(0);
    expect(doc.getElementsByTagName('tspan')).toHaveLength(0);
    expect(svg).not.toMatch(/font-family|@font-face|<style/);
    expect(texts(svg)).toEqual(['गिफ्ट कार्ड', 'Steam वॉलेट गिफ्ट कार्ड 50 BRL (ब्राज़ील)', '1', 'महीना']);
    for (const path of doc.querySelectorAll('path[aria-label]')) expect(path.getAttribute('d')).toMatch(/^M[\d.]+[ -][\d.]+[hvlqcz]/);
  });

  it('rejects a brand colour that is not #rrggbb', async () => {
    const svg = await renderCoverSvg({ ...hostile, brand_color: 'red"/><script>' });
    expect(svg).not.toContain('red"');
    expect(isWellFormed(svg)).toBe(true);
  });

  it('draws the title in the cover language and says which language that is', async () => {
    const ru = await renderCoverSvg({ ...hostile, locale: 'ru', title: 'Подарочная карта Steam 50 BRL (Бразилия)', category_name: 'Steam' });
    expect(texts(ru)).toContain('Подарочная карта Steam 50 BRL (Бразилия)');
    expect(parseXml(ru).documentElement.getAttribute('lang')).toBe('ru');
    const hi = await renderCoverSvg({ ...hostile, locale: 'hi', title: 'Steam वॉलेट गिफ्ट कार्ड 50 BRL (ब्राज़ील)', category_name: 'Steam' });
    expect(texts(hi)).toContain('Steam वॉलेट गिफ्ट कार्ड 50 BRL (ब्राज़ील)');
  });

  it('cuts a long title to the width of the cover, never inside a Devanagari syllable', async () => {
    const long = 'क्षेत्र '.repeat(30);
    const [, subtitle] = texts(await renderCoverSvg({ ...hostile, locale: 'hi', title: long }));
    expect(subtitle!.endsWith('…')).toBe(true);
    expect(subtitle!.length).toBeLessThan(long.length);
    // Every cluster kept whole: the text before the ellipsis is a run of complete "क्षेत्र" words.
    expect(subtitle!.slice(0, -1).trim().split(' ').every((word) => 'क्षेत्र'.startsWith(word) && word.length > 0)).toBe(true);
    const fits = texts(await renderCoverSvg({ ...hostile, title: 'Steam Wallet Gift Card 50 BRL (Brazil)' }))[1];
    expect(fits).toBe('Steam Wallet Gift Card 50 BRL (Brazil)');
  });

  it('shows money and points as they are, and months in the cover language with their plural', () => {
    expect(coverNominal(50, 'BRL', 'ru')).toEqual({ amount: '50', unit: 'BRL' });
    expect(coverNominal(1380, 'RP', 'hi')).toEqual({ amount: '1380', unit: 'RP' });
    expect(coverNominal(250000, 'IDR', 'en')).toEqual({ amount: '250 000', unit: 'IDR' });
    const months = (locale: 'pt-BR' | 'en' | 'ru' | 'hi') => [1, 2, 5, 12, 21].map((n) => coverNominal(n, 'MONTHS', locale).unit);
    expect(months('en')).toEqual(['month', 'months', 'months', 'months', 'months']);
    expect(months('pt-BR')).toEqual(['mês', 'meses', 'meses', 'meses', 'meses']);
    expect(months('ru')).toEqual(['месяц', 'месяца', 'месяцев', 'месяцев', 'месяц']);
    expect(months('hi')).toEqual(['महीना', 'महीने', 'महीने', 'महीने', 'महीने']);
    expect(coverNominal(12, 'MONTHS', 'ru').amount).toBe('12');
  });

  it('renders every seeded product in every language as a small well-formed 4:3 SVG', async () => {
    const categories = new Map(catalogue.categories.map((c) => [c.formatted_name, c]));
    for (const p of catalogue.products) {
      const category = categories.get(p.category);
      if (!category) throw new Error(`no category ${p.category}`);
      for (const locale of PROVIDER_LOCALES) {
        const svg = await renderCoverSvg(coverInputFor(p, category, locale));
        // Text as outlines weighs more than <text>; a cover stays far below the media route's limit.
        expect(Buffer.byteLength(svg)).toBeLessThan(20_480);
        expect(isWellFormed(svg)).toBe(true);
        // No English unit on a cover in another language.
        if (locale !== 'en') expect({ id: p.id, locale, svg }).not.toEqual({ id: p.id, locale, svg: expect.stringMatching(/aria-label="months?"/) });
      }
    }
  });
});
