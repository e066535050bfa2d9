// Generated product covers: a 400x300 (4:3) SVG with a brand-colour gradient, the brand name,
// a subtitle and a large nominal, drawn in the cover's language (/media/covers/{locale}/{id}.svg):
// the title is the product's name in that language and a subscription's months are named in it
// with their plural ("1 mês", "3 месяца"). The text is set in the system's sans-serif with Noto
// and Nirmala UI named for Devanagari, so Hindi covers find a font where the system default lacks it.
//
// Nominal representation (see src/seed/catalogue.ts): an ISO 4217 currency shows as "50 BRL";
// "MONTHS" as "12 months" / "1 месяц"; points ("RP", "VP") as "1380 RP".
import type { ProviderLocale, SeedCategory, SeedProduct } from '../seed/types';

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
const FONT = "system-ui, 'Noto Sans', 'Noto Sans Devanagari', 'Nirmala UI', sans-serif";
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
/** Rough advance of one character in em, erring wide: a Devanagari syllable is wider than a letter. */
function advance(cluster: string): number {
  if (/[\u0900-\u097f]/.test(cluster)) return 0.66;
  if (/\s/.test(cluster)) return 0.28;
  if (/[.,:;()'"!|]/.test(cluster)) return 0.32;
  if (/[\p{Lu}\p{N}]/u.test(cluster)) return 0.64;
  return 0.54;
}

/** Cuts a text that would run wider than `width` px at `fontSize`, never inside a syllable. */
function fit(text: string, fontSize: number, width: number): string {
  const clusters = [...graphemes.segment(text)].map((part) => part.segment);
  const budget = width / fontSize;
  let used = 0;
  for (let i = 0; i < clusters.length; i += 1) {
    used += advance(clusters[i]!);
    if (used > budget) return `${clusters.slice(0, Math.max(1, i - 1)).join('').trimEnd()}…`;
  }
  return text;
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

export function renderCoverSvg(input: CoverInput): string {
  const base = /^#[0-9a-fA-F]{6}$/.test(input.brand_color) ? input.brand_color.toLowerCase() : FALLBACK_COLOR;
  const light = shade(base, 0.18);
  const dark = shade(base, -0.45);
  // A gradient id per colour, so covers inlined into one page do not borrow each other's.
  const gradient = `c${base.slice(1)}`;
  const brand = escapeXml(fit(printable(input.category_name) || 'Gift card', 32, TEXT_WIDTH));
  const subtitle = input.cover_text ? '' : escapeXml(fit(printable(input.title), 15, TEXT_WIDTH));
  const { amount, unit } = coverNominal(input.nominal_value, input.nominal_currency, input.locale);
  // Fit the nominal into ~330 px: bold digits are about 0.6 em wide, the unit is set at 0.42 em.
  const size = Math.max(36, Math.min(92, Math.floor(330 / (amount.length * 0.6 + unit.length * 0.3 + 0.4))));

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" lang="${input.locale}" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${gradient})"/>` +
    `<g fill="#fff" fill-opacity=".07"><circle cx="350" cy="40" r="130"/><circle cx="395" cy="285" r="80"/></g>` +
    `<g fill="none" stroke="#fff" stroke-opacity=".13" stroke-width="2">` +
    `<path d="M250 300L400 150M290 300L400 190M330 300L400 230"/>` +
    `<rect x="318" y="28" width="54" height="54" rx="12" transform="rotate(12 345 55)"/></g>` +
    `<rect x="32" y="38" width="36" height="5" rx="2.5" fill="#fff" fill-opacity=".85"/>` +
    `<g fill="#fff" font-family="${FONT}">` +
    `<text x="32" y="84" font-size="32" font-weight="700">${brand}</text>` +
    (subtitle ? `<text x="32" y="112" font-size="15" fill-opacity=".8">${subtitle}</text>` : '') +
    `<text x="32" y="258" font-size="${size}" font-weight="800">${escapeXml(amount)}` +
    `<tspan dx="10" font-size="${Math.round(size * 0.42)}" font-weight="600" fill-opacity=".9">${escapeXml(unit)}</tspan></text>` +
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
