// Generated product covers: a 400x300 (4:3) SVG with a brand-colour gradient, the brand name,
// a subtitle and a large nominal, drawn in the cover's language (/media/covers/{locale}/{id}.svg):
// the title is the product's name in that language and a subscription's months are named in it
// with their plural ("1 mês", "3 месяца"). The text is drawn as outlines (<path>, ./outline-text):
// shaped by HarfBuzz with the Noto fonts we ship, so a cover reads the same on a viewer without a
// Devanagari (or any) font, inside an Open Graph image too, and needs no font under its strict CSP.
// Each text path carries its words in aria-label.
//
// Nominal representation (see src/seed/catalogue.ts): an ISO 4217 currency shows as "50 BRL";
// "MONTHS" as "12 months" / "1 месяц"; points ("RP", "VP") as "1380 RP".
import type { ProviderLocale, SeedCategory, SeedProduct } from '../seed/types';
import { shapeText, type FontWeight } from './outline-text';

export interface CoverInput {
  /** The cover's language: the title and the months are in it. */
  locale: ProviderLocale;
  /** Product title in that language. Drawn as the subtitle. */
  title: string;
  /** The storefront overlays cover_text on its cards; when set the cover leaves out its
   * subtitle so the two do not compete. */
  cover_text: string | null;
  /** "#rrggbb"; anything else falls back to a neutral blue. */
  brand_color: string;
  nominal_value: number;
  nominal_currency: string;
  category_name: string;
}

const WIDTH = 400;
const HEIGHT = 300;
/** The text column: 32 px margins on both sides. */
const TEXT_WIDTH = WIDTH - 64;
const FALLBACK_COLOR = '#3b4a6b';

/** Escapes the five XML special characters for text content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => {
    switch (ch) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

/** Drops control and formatting characters a title or unit must not carry into the drawing. */
function printable(text: string): string {
  return text.replace(/[\p{Cc}\p{Cs}\u2028\u2029]/gu, ' ').replace(/\s+/g, ' ').trim();
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first `limit` grapheme clusters of the text. Each segment V8 hands out carries a copy of the
 * whole input, so only a prefix that holds them (16 UTF-16 units a cluster at most) is segmented.
 */
function clustersOf(text: string, limit: number): string[] {
  const out: string[] = [];
  for (const { segment } of graphemes.segment(text.slice(0, limit * 16))) {
    if (out.length === limit) break;
    out.push(segment);
  }
  return out;
}

/**
 * The text as drawn within `width` px at `size`: whole when it fits, else cut after the most
 * grapheme clusters (never inside a syllable) that fit with an ellipsis, as shaped, not guessed.
 */
async function fit(text: string, size: number, weight: FontWeight, width: number, locale: ProviderLocale) {
  // No cluster is narrower than 0.15 em: what lies past that many never shows, and is not shaped.
  const clusters = clustersOf(text, Math.ceil(width / (size * 0.15)) + 1);
  if (clusters.join('') === text) {
    const whole = await shapeText(text, weight, locale);
    if (whole.width * size <= width) return { text, shaped: whole };
  }
  const cut = (count: number) => `${clusters.slice(0, count).join('').trimEnd()}…`;
  let low = 1;
  let high = clusters.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((await shapeText(cut(middle), weight, locale)).width * size <= width) low = middle;
    else high = middle - 1;
  }
  return { text: cut(low), shaped: await shapeText(cut(low), weight, locale) };
}

/** Mixes a "#rrggbb" colour with white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  let out = '#';
  for (let i = 1; i < 7; i += 2) {
    const channel = parseInt(hex.slice(i, i + 2), 16);
    const mixed = Math.round(channel + (target - channel) * t);
    out += mixed.toString(16).padStart(2, '0');
  }
  return out;
}

/** Digits grouped by spaces from 10 000 up, as a price tag would print them. */
function groupDigits(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : whole;
  return fraction ? `${grouped}.${fraction}` : grouped;
}

const monthFormats = new Map<ProviderLocale, Intl.NumberFormat>();

/** "3 месяца" as its number and its word, in the cover's language (CLDR plurals through Intl). */
function months(value: number, locale: ProviderLocale): { amount: string; unit: string } {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'month', unitDisplay: 'long', maximumFractionDigits: 1 });
    monthFormats.set(locale, format);
  }
  const parts = format.formatToParts(value);
  const amount = parts.filter((part) => part.type !== 'unit' && part.type !== 'literal').map((part) => part.value).join('');
  const unit = parts.filter((part) => part.type === 'unit').map((part) => part.value).join(' ');
  return { amount, unit };
}

/** The big number and its unit on the cover. */
export function coverNominal(value: number, currency: string, locale: ProviderLocale): { amount: string; unit: string } {
  if (currency.toUpperCase() === 'MONTHS') return months(value, locale);
  return { amount: groupDigits(value), unit: printable(currency).slice(0, 8) };
}

export async function renderCoverSvg(input: CoverInput): Promise<string> {
  const base = /^#[0-9a-fA-F]{6}$/.test(input.brand_color) ? input.brand_color.toLowerCase() : FALLBACK_COLOR;
  const light = shade(base, 0.18);
  const dark = shade(base, -0.45);
  // A gradient id per colour, so covers inlined into one page do not borrow each other's.
  const gradient = `c${base.slice(1)}`;
  const { locale } = input;
  const brand = await fit(printable(input.category_name) || 'Gift card', 32, 700, TEXT_WIDTH, locale);
  const subtitle = input.cover_text ? null : await fit(printable(input.title), 15, 400, TEXT_WIDTH, locale);
  const { amount, unit } = coverNominal(input.nominal_value, input.nominal_currency, locale);
  const [amountShape, unitShape] = await Promise.all([shapeText(amount, 800, locale), shapeText(unit, 600, locale)]);
  // The nominal fills the text column: digits at `size`, a 10 px gap, the unit at 0.42 of it.
  const size = Math.max(36, Math.min(92, Math.floor((TEXT_WIDTH - 10) / (amountShape.width + unitShape.width * 0.42 + 0.001))));
  const unitSize = Math.round(size * 0.42);
  const line = (label: string, d: string, extra = '') => `<path aria-label="${escapeXml(label)}"${extra} d="${d}"/>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" lang="${locale}" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${gradient})"/>` +
    `<g fill="#fff" fill-opacity=".07"><circle cx="350" cy="40" r="130"/><circle cx="395" cy="285" r="80"/></g>` +
    `<g fill="none" stroke="#fff" stroke-opacity=".13" stroke-width="2">` +
    `<path d="M250 300L400 150M290 300L400 190M330 300L400 230"/>` +
    `<rect x="318" y="28" width="54" height="54" rx="12" transform="rotate(12 345 55)"/></g>` +
    `<rect x="32" y="38" width="36" height="5" rx="2.5" fill="#fff" fill-opacity=".85"/>` +
    `<g fill="#fff">` +
    line(brand.text, brand.shaped.path(32, 84, 32)) +
    (subtitle ? line(subtitle.text, subtitle.shaped.path(32, 112, 15), ' fill-opacity=".8"') : '') +
    line(amount, amountShape.path(32, 258, size)) +
    line(unit, unitShape.path(32 + amountShape.width * size + 10, 258, unitSize), ' fill-opacity=".9"') +
    `</g></svg>`
  );
}

/** The cover input of a seeded product in one language: its name, cover text and nominal. */
export function coverInputFor(product: SeedProduct, category: SeedCategory, locale: ProviderLocale): CoverInput {
  return {
    locale,
    title: product.texts[locale].name,
    cover_text: product.texts[locale].cover_text,
    brand_color: category.brand_color,
    nominal_value: product.nominal_value,
    nominal_currency: product.nominal_currency,
    category_name: category.name,
  };
}
