// The seeded catalogue of the reference provider: categories, countries, currencies and a few
// hundred products with texts in the four provider locales and their unsold codes.
//
// buildCatalogue() is pure and deterministic: the same catalogue on every call (a seeded PRNG,
// fixed dates, no clock, no Math.random).
//
// Nominal representation (SeedProduct.nominal_value / nominal_currency):
// - money (gift cards, wallet codes): the face value in an ISO 4217 currency, e.g. 50 "BRL";
// - subscriptions (PS Plus, Game Pass, Spotify Premium): the duration, e.g. 12 "MONTHS";
// - game currencies: the amount of points, e.g. 1380 "RP" (Riot Points), 1000 "VP" (Valorant Points).
// The cover shows "50 BRL", "12 months" (in the cover's language), "1380 RP" accordingly
// (src/media/cover.ts).
//
// Country and region of a product: country_code is the flag shown on the card; region_code is
// where the code can be redeemed (a country, "EU", or null for no region lock). Codes without a
// region lock carry the country "UN" (a world flag, a region the shop names only by code).
import { NAMED_COUNTRIES, regionName, WORLDWIDE_CODE, WORLDWIDE_NAME } from '../catalogue/regions';
import { createRng, type Rng } from './prng';
import { buildCurrencies } from './currencies';
import {
  DELIVERY,
  LINES,
  REGION_COUNTRY,
  REGION_EU,
  REGION_GLOBAL,
  REGION_GLOBAL_STEAM,
  type LineId,
  type PhraseContext,
} from './texts';
import {
  PROVIDER_LOCALES,
  type ProviderLocale,
  type SeedCatalogue,
  type SeedCategory,
  type SeedCountry,
  type SeedProduct,
  type SeedProductText,
} from './types';

/** The country code of products that work in every region. */
export const GLOBAL_COUNTRY_CODE = WORLDWIDE_CODE;
/** Nominal "currencies" that are not money. */
export const NOMINAL_MONTHS = 'MONTHS';
export const NOMINAL_RIOT_POINTS = 'RP';
export const NOMINAL_VALORANT_POINTS = 'VP';

const SEED = 20260214;

// ---------------------------------------------------------------------------------------------
// Categories (menu order). Icons are simple original glyphs for a 24x24 viewBox, filled with
// currentColor (non-zero fill rule: holes are drawn in the opposite direction).

export const CATEGORIES: readonly SeedCategory[] = [
  {
    name: 'Steam',
    formatted_name: 'steam',
    // A piston: a ring and a small disk joined by a rod.
    svg_path:
      'M16 3a5 5 0 1 1 0 10a5 5 0 1 1 0-10zM16 5.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5zM8 12.5a3.5 3.5 0 1 1 0 7a3.5 3.5 0 1 1 0-7zM9.4 13.2L12.2 10.4L13.6 11.8L10.8 14.6z',
    position: 1,
    platform: 'Steam',
    brand_color: '#1b2838',
  },
  {
    name: 'PlayStation',
    formatted_name: 'playstation',
    // The four face-button shapes: triangle, circle, cross, square.
    svg_path:
      'M12 2.5L15 7.5H9zM19.2 9.4a2.6 2.6 0 1 1 0 5.2a2.6 2.6 0 1 1 0-5.2zM2.4 9.6h4.8v4.8H2.4zM9.6 17.4l1-1l1.4 1.4l1.4-1.4l1 1l-1.4 1.4l1.4 1.4l-1 1l-1.4-1.4l-1.4 1.4l-1-1l1.4-1.4z',
    position: 2,
    platform: 'PlayStation Network',
    brand_color: '#0070d1',
  },
  {
    name: 'Xbox',
    formatted_name: 'xbox',
    // A ring with a floating X.
    svg_path:
      'M12 2a10 10 0 1 1 0 20a10 10 0 1 1 0-20zM12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16zM7.4 8.8l1.4-1.4l3.2 3.2l3.2-3.2l1.4 1.4l-3.2 3.2l3.2 3.2l-1.4 1.4l-3.2-3.2l-3.2 3.2l-1.4-1.4l3.2-3.2z',
    position: 3,
    platform: 'Xbox / Microsoft Store',
    brand_color: '#107c10',
  },
  {
    name: 'App Store',
    formatted_name: 'app-store',
    // A rounded tile with an "A" of three strokes.
    svg_path:
      'M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zM5 4a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1zM6.5 17l4.6-10h1.8L8.3 17zM11.1 7h1.8l4.6 10h-1.8zM8.6 13h6.8v1.6H8.6z',
    position: 4,
    platform: 'Apple App Store',
    brand_color: '#1c7cf4',
  },
  {
    name: 'Google Play',
    formatted_name: 'google-play',
    // Nested play triangles.
    svg_path: 'M5 2.8L20.5 12L5 21.2zM7.5 7.3V16.7L15.4 12zM9.2 10.2v3.6L12.3 12z',
    position: 5,
    platform: 'Google Play',
    brand_color: '#01875f',
  },
  {
    name: 'League of Legends',
    formatted_name: 'league-of-legends',
    // A shield with an L.
    svg_path:
      'M12 2l8 3v6c0 5-3.4 9.2-8 11c-4.6-1.8-8-6-8-11V5zM12 4.2L6 6.4V11c0 3.9 2.5 7.3 6 8.8c3.5-1.5 6-4.9 6-8.8V6.4zM9.5 7.5h2v7h3.5v2H9.5z',
    position: 6,
    platform: 'Riot Games',
    brand_color: '#a8761e',
  },
  {
    name: 'Netflix',
    formatted_name: 'netflix',
    // A ribbon N.
    svg_path: 'M6 3h3.2l5.6 11.5V3H18v18h-3.2L9.2 9.5V21H6z',
    position: 7,
    platform: 'Netflix',
    brand_color: '#d20a12',
  },
  {
    name: 'Spotify',
    formatted_name: 'spotify',
    // A disk with three arched sound waves cut out.
    svg_path:
      'M12 2a10 10 0 1 1 0 20a10 10 0 1 1 0-20zM6.2 9.6L6.9 11.2C10.3 9.8 14 9.9 17.3 11.4L18.1 9.8C14.3 8.1 10.1 8 6.2 9.6zM7.2 13.1L7.8 14.5C10.6 13.4 13.6 13.5 16.3 14.7L16.9 13.3C13.8 11.9 10.4 11.8 7.2 13.1zM8.2 16.3L8.7 17.5C10.9 16.7 13.3 16.8 15.4 17.7L15.9 16.6C13.5 15.5 10.7 15.4 8.2 16.3z',
    position: 8,
    platform: 'Spotify',
    brand_color: '#1aa34a',
  },
  {
    name: 'Valorant',
    formatted_name: 'valorant',
    // Two shards forming a V.
    svg_path: 'M2.5 5.5L12.5 18.5H7.5L2.5 12zM21.5 5.5L14 15.5H18.5L21.5 11.5z',
    position: 9,
    platform: 'Riot Games',
    brand_color: '#e8404f',
  },
];

// ---------------------------------------------------------------------------------------------
// Countries: named ones alphabetically by English name, then the regions named only by code.

export const COUNTRIES: readonly SeedCountry[] = [
  ...NAMED_COUNTRIES.map(([code, name]) => ({ code, name })),
  { code: 'EU', name: null },
  { code: GLOBAL_COUNTRY_CODE, name: null },
];

// ---------------------------------------------------------------------------------------------
// Prices: euro per unit of a currency (plausible rates), and the offers of each product line.

const EUR_PER: Record<string, number> = {
  EUR: 1,
  USD: 0.86,
  GBP: 1.15,
  BRL: 0.16,
  TRY: 0.021,
  INR: 0.0098,
  RUB: 0.0107,
  KZT: 0.0016,
  UAH: 0.0208,
  PLN: 0.235,
  MXN: 0.047,
  CAD: 0.62,
  AUD: 0.56,
  JPY: 0.0057,
  CNY: 0.12,
  KRW: 0.0006,
  IDR: 0.000052,
  PHP: 0.0148,
  SAR: 0.229,
  AED: 0.234,
  ZAR: 0.049,
  CLP: 0.00091,
  COP: 0.00022,
  NGN: 0.00057,
  ARS: 0.00062,
};

/** Region of an offer: a country code, "EU", or GLOBAL (no region lock). */
const GLOBAL = 'GLOBAL';

interface CardOffer {
  kind: 'card';
  line: 'steam' | 'psn' | 'xbox' | 'apple' | 'google' | 'netflix' | 'spotify-card';
  region: string;
  currency: string;
  values: number[];
}
interface SubscriptionOffer {
  kind: 'subscription';
  line: 'psplus' | 'gamepass' | 'spotify-premium';
  variant: string;
  region: string;
  currency: string;
  /** Months to the price in `currency`. */
  prices: Record<number, number>;
}
interface PointsOffer {
  kind: 'points';
  line: 'lol' | 'valorant';
  region: string;
  /** Regional price level relative to the euro price of a tier. */
  factor: number;
  tiers: number;
}
type Offer = CardOffer | SubscriptionOffer | PointsOffer;

const card = (line: CardOffer['line'], region: string, currency: string, values: number[]): CardOffer => ({
  kind: 'card',
  line,
  region,
  currency,
  values,
});
const sub = (
  line: SubscriptionOffer['line'],
  variant: string,
  region: string,
  currency: string,
  prices: Record<number, number>,
): SubscriptionOffer => ({ kind: 'subscription', line, variant, region, currency, prices });
const points = (line: PointsOffer['line'], region: string, factor: number, tiers: number): PointsOffer => ({
  kind: 'points',
  line,
  region,
  factor,
  tiers,
});

/** Riot Points and Valorant Points bundles: amount and euro price. */
const RP_TIERS: ReadonlyArray<readonly [number, number]> = [
  [575, 5],
  [1380, 10],
  [2800, 20],
  [4500, 35],
  [6500, 50],
  [13500, 100],
];
const VP_TIERS: ReadonlyArray<readonly [number, number]> = [
  [475, 5],
  [1000, 10],
  [2050, 20],
  [3650, 35],
  [5350, 50],
  [11000, 100],
];

/** Spotify Premium Individual: monthly price; longer prepaid periods get a small discount. */
function spotifyPrices(monthly: number, months: number[]): Record<number, number> {
  const prices: Record<number, number> = {};
  for (const m of months) prices[m] = monthly * m * (m >= 12 ? 0.9 : m >= 6 ? 0.95 : 1);
  return prices;
}

const OFFERS: Record<string, Offer[]> = {
  steam: [
    card('steam', GLOBAL, 'USD', [5, 10, 20, 50, 100]),
    card('steam', 'US', 'USD', [5, 10, 20, 25, 50, 75, 100]),
    card('steam', 'EU', 'EUR', [5, 10, 20, 25, 50, 100]),
    card('steam', 'GB', 'GBP', [5, 10, 20, 50]),
    card('steam', 'BR', 'BRL', [10, 20, 30, 50, 60, 100, 200]),
    card('steam', 'TR', 'TRY', [50, 100, 200, 500]),
    card('steam', 'IN', 'INR', [250, 500, 1000, 2000]),
    card('steam', 'RU', 'RUB', [500, 1000, 1500, 2000, 5000]),
    card('steam', 'KZ', 'KZT', [2000, 5000, 10000, 20000]),
    card('steam', 'UA', 'UAH', [200, 500, 1000]),
    card('steam', 'PL', 'PLN', [20, 50, 100, 200]),
    card('steam', 'MX', 'MXN', [100, 200, 500]),
    card('steam', 'CA', 'CAD', [20, 50, 100]),
    card('steam', 'AU', 'AUD', [20, 50, 100]),
    card('steam', 'JP', 'JPY', [1000, 3000, 5000, 10000]),
    card('steam', 'CN', 'CNY', [50, 100, 200]),
    card('steam', 'KR', 'KRW', [10000, 30000, 50000]),
    card('steam', 'ID', 'IDR', [60000, 120000, 250000]),
    card('steam', 'PH', 'PHP', [250, 500, 1000]),
    card('steam', 'SA', 'SAR', [50, 100, 200]),
    card('steam', 'AE', 'AED', [50, 100]),
    card('steam', 'ZA', 'ZAR', [100, 200, 500]),
    card('steam', 'CL', 'CLP', [10000, 20000]),
    card('steam', 'CO', 'COP', [20000, 50000]),
  ],
  playstation: [
    card('psn', 'US', 'USD', [10, 20, 25, 50, 75, 100]),
    card('psn', 'DE', 'EUR', [10, 20, 50]),
    card('psn', 'FR', 'EUR', [10, 20, 50]),
    card('psn', 'ES', 'EUR', [10, 20, 50]),
    card('psn', 'IT', 'EUR', [10, 25, 50]),
    card('psn', 'PT', 'EUR', [10, 20, 50]),
    card('psn', 'GB', 'GBP', [5, 10, 20, 50]),
    card('psn', 'BR', 'BRL', [30, 60, 100, 150, 250]),
    card('psn', 'TR', 'TRY', [250, 500, 750, 1000]),
    card('psn', 'IN', 'INR', [500, 1000, 2000]),
    card('psn', 'PL', 'PLN', [50, 100, 200]),
    card('psn', 'JP', 'JPY', [3000, 5000, 10000]),
    card('psn', 'SA', 'USD', [10, 20, 50]),
    card('psn', 'AE', 'USD', [10, 20, 50]),
    card('psn', 'CA', 'CAD', [20, 50]),
    card('psn', 'AU', 'AUD', [20, 50]),
    sub('psplus', 'Essential', 'US', 'USD', { 1: 9.99, 3: 24.99, 12: 79.99 }),
    sub('psplus', 'Essential', 'GB', 'GBP', { 1: 6.99, 3: 19.99, 12: 59.99 }),
    sub('psplus', 'Essential', 'TR', 'TRY', { 1: 270, 3: 700, 12: 2100 }),
    sub('psplus', 'Essential', 'IN', 'INR', { 1: 499, 3: 1199, 12: 3999 }),
    sub('psplus', 'Essential', 'BR', 'BRL', { 1: 39.9, 3: 99.9, 12: 299.9 }),
    sub('psplus', 'Extra', 'US', 'USD', { 1: 14.99, 3: 39.99, 12: 134.99 }),
    sub('psplus', 'Extra', 'TR', 'TRY', { 1: 420, 3: 1100, 12: 3400 }),
    sub('psplus', 'Premium', 'US', 'USD', { 1: 17.99, 3: 49.99, 12: 159.99 }),
    sub('psplus', 'Premium', 'TR', 'TRY', { 1: 500, 3: 1300, 12: 4000 }),
  ],
  xbox: [
    card('xbox', 'US', 'USD', [10, 15, 25, 50, 100]),
    card('xbox', 'EU', 'EUR', [10, 25, 50]),
    card('xbox', 'GB', 'GBP', [10, 25]),
    card('xbox', 'BR', 'BRL', [50, 100, 200]),
    card('xbox', 'TR', 'TRY', [100, 250]),
    card('xbox', 'IN', 'INR', [500, 1000]),
    card('xbox', 'MX', 'MXN', [200, 500]),
    sub('gamepass', 'Xbox Game Pass Ultimate', GLOBAL, 'USD', { 1: 29.99, 3: 89.97 }),
    sub('gamepass', 'Xbox Game Pass Ultimate', 'US', 'USD', { 1: 29.99, 3: 89.97 }),
    sub('gamepass', 'Xbox Game Pass Ultimate', 'EU', 'EUR', { 1: 26.99, 3: 80.97 }),
    sub('gamepass', 'Xbox Game Pass Ultimate', 'BR', 'BRL', { 1: 119.9, 3: 359.7 }),
    sub('gamepass', 'Xbox Game Pass Ultimate', 'TR', 'TRY', { 1: 700, 3: 2100 }),
    sub('gamepass', 'PC Game Pass', 'US', 'USD', { 1: 16.49, 3: 49.47 }),
    sub('gamepass', 'PC Game Pass', 'EU', 'EUR', { 1: 14.99, 3: 44.97 }),
  ],
  'app-store': [
    card('apple', 'US', 'USD', [2, 5, 10, 15, 25, 50, 100]),
    card('apple', 'DE', 'EUR', [15, 25, 50, 100]),
    card('apple', 'FR', 'EUR', [15, 25, 50]),
    card('apple', 'IT', 'EUR', [15, 25]),
    card('apple', 'ES', 'EUR', [15, 25]),
    card('apple', 'GB', 'GBP', [10, 15, 25, 50]),
    card('apple', 'BR', 'BRL', [50, 100, 150, 200]),
    card('apple', 'TR', 'TRY', [100, 250, 500]),
    card('apple', 'IN', 'INR', [500, 1000, 2000]),
    card('apple', 'JP', 'JPY', [1500, 3000, 5000]),
    card('apple', 'CA', 'CAD', [25, 50]),
    card('apple', 'AU', 'AUD', [20, 50]),
    card('apple', 'MX', 'MXN', [200, 500]),
    card('apple', 'KR', 'KRW', [30000, 50000]),
    card('apple', 'CN', 'CNY', [100, 200]),
    card('apple', 'SA', 'SAR', [50, 100]),
    card('apple', 'AE', 'AED', [50, 100]),
  ],
  'google-play': [
    card('google', 'US', 'USD', [5, 10, 15, 25, 50, 100]),
    card('google', 'DE', 'EUR', [15, 25, 50]),
    card('google', 'FR', 'EUR', [15, 25, 50]),
    card('google', 'IT', 'EUR', [15, 25]),
    card('google', 'ES', 'EUR', [15, 25]),
    card('google', 'PT', 'EUR', [15, 25]),
    card('google', 'GB', 'GBP', [10, 25, 50]),
    card('google', 'BR', 'BRL', [15, 30, 50, 100, 200]),
    card('google', 'TR', 'TRY', [25, 50, 100, 250]),
    card('google', 'IN', 'INR', [100, 300, 500, 1000, 1500]),
    card('google', 'ID', 'IDR', [50000, 100000, 300000]),
    card('google', 'PH', 'PHP', [500, 1000]),
    card('google', 'JP', 'JPY', [1500, 3000, 5000]),
    card('google', 'KR', 'KRW', [10000, 50000]),
    card('google', 'MX', 'MXN', [100, 200, 500]),
    card('google', 'PL', 'PLN', [30, 50, 100]),
    card('google', 'ZA', 'ZAR', [100, 200]),
    card('google', 'SA', 'SAR', [50, 100]),
    card('google', 'AE', 'AED', [50, 100]),
    card('google', 'CA', 'CAD', [25, 50]),
    card('google', 'AU', 'AUD', [20, 50]),
  ],
  'league-of-legends': [
    points('lol', 'EU', 1, 6),
    points('lol', 'US', 0.86, 6),
    points('lol', 'BR', 0.62, 5),
    points('lol', 'TR', 0.45, 4),
    points('lol', 'MX', 0.8, 3),
  ],
  netflix: [
    card('netflix', 'US', 'USD', [25, 50, 100]),
    card('netflix', 'DE', 'EUR', [15, 25, 50]),
    card('netflix', 'FR', 'EUR', [25, 50]),
    card('netflix', 'ES', 'EUR', [25, 50]),
    card('netflix', 'GB', 'GBP', [15, 25, 50]),
    card('netflix', 'BR', 'BRL', [35, 50, 70, 100, 150]),
    card('netflix', 'TR', 'TRY', [100, 200, 400]),
    card('netflix', 'IN', 'INR', [500, 1000, 2000]),
    card('netflix', 'MX', 'MXN', [200, 500]),
  ],
  spotify: [
    sub('spotify-premium', 'Individual', 'US', 'USD', spotifyPrices(11.99, [1, 3, 12])),
    sub('spotify-premium', 'Individual', 'GB', 'GBP', spotifyPrices(11.99, [3, 6, 12])),
    sub('spotify-premium', 'Individual', 'DE', 'EUR', spotifyPrices(10.99, [3, 12])),
    sub('spotify-premium', 'Individual', 'BR', 'BRL', spotifyPrices(21.9, [1, 3, 6, 12])),
    sub('spotify-premium', 'Individual', 'IN', 'INR', spotifyPrices(139, [1, 3, 6, 12])),
    sub('spotify-premium', 'Individual', 'TR', 'TRY', spotifyPrices(99, [1, 3, 12])),
    sub('spotify-premium', 'Individual', 'NG', 'NGN', spotifyPrices(1300, [1, 3, 6])),
    sub('spotify-premium', 'Individual', 'AR', 'ARS', spotifyPrices(4000, [1, 3, 12])),
    card('spotify-card', 'DE', 'EUR', [10, 30, 60]),
    card('spotify-card', 'GB', 'GBP', [10, 30]),
    card('spotify-card', 'US', 'USD', [10, 30, 60]),
  ],
  valorant: [
    points('valorant', 'EU', 1, 6),
    points('valorant', 'US', 0.86, 6),
    points('valorant', 'BR', 0.62, 4),
    points('valorant', 'TR', 0.45, 4),
    points('valorant', 'JP', 0.85, 2),
  ],
};

const PS_PLUS_PREFIX: Record<string, string> = { Essential: 'PSE', Extra: 'PSX', Premium: 'PSP' };

/** Article prefix, gift-card flag and code format of each line. In a code format "#" is a random
 * character of A-Z/2-9 (without the look-alikes 0, O, 1, I) and anything else is literal. */
const LINE_META: Record<LineId, { prefix: (variant: string) => string; giftCard: boolean; codeFormat: string }> = {
  steam: { prefix: () => 'STM', giftCard: true, codeFormat: '#####-#####-#####' },
  psn: { prefix: () => 'PSN', giftCard: true, codeFormat: '####-####-####' },
  psplus: { prefix: (v) => PS_PLUS_PREFIX[v] ?? 'PSS', giftCard: false, codeFormat: '####-####-####' },
  xbox: { prefix: () => 'XBX', giftCard: true, codeFormat: '#####-#####-#####-#####-#####' },
  gamepass: { prefix: (v) => (v.startsWith('PC') ? 'XPC' : 'XGU'), giftCard: false, codeFormat: '#####-#####-#####-#####-#####' },
  apple: { prefix: () => 'APL', giftCard: true, codeFormat: 'X###############' },
  google: { prefix: () => 'GPL', giftCard: true, codeFormat: '####-####-####-####-####' },
  lol: { prefix: () => 'LOL', giftCard: false, codeFormat: 'RP-####-####-####' },
  valorant: { prefix: () => 'VAL', giftCard: false, codeFormat: 'VP-####-####-####' },
  netflix: { prefix: () => 'NFX', giftCard: true, codeFormat: '###########' },
  'spotify-premium': { prefix: () => 'SPP', giftCard: false, codeFormat: '##########' },
  'spotify-card': { prefix: () => 'SPG', giftCard: true, codeFormat: '##########' },
};

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'.split('');

// ---------------------------------------------------------------------------------------------
// Helpers

/** Rounds a euro amount in cents up to a shop price: x.x9 under 5 €, x.49 or x.99 above. */
export function shopPrice(cents: number): number {
  const c = Math.max(1, Math.ceil(cents));
  if (c < 500) return Math.ceil((c + 1) / 10) * 10 - 1;
  const euros = Math.floor(c / 100);
  const rest = c - euros * 100;
  if (rest <= 49) return euros * 100 + 49;
  return euros * 100 + 99;
}

/** The region in a product's name: the one name catalogue/regions.ts gives it everywhere. */
function productRegionName(locale: ProviderLocale, code: string | null): string {
  return code === null ? WORLDWIDE_NAME[locale] : (regionName(locale, code) ?? code);
}

const numberFormats = new Map<ProviderLocale, Intl.NumberFormat>();
function formatNumber(locale: ProviderLocale, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

function russianMonths(n: number): string {
  const form = new Intl.PluralRules('ru').select(n);
  return form === 'one' ? 'месяц' : form === 'few' ? 'месяца' : 'месяцев';
}

/** The nominal in a name and inside a sentence, in one language. */
function nominalPhrases(locale: ProviderLocale, value: number, currency: string): { name: string; inText: string } {
  if (currency === NOMINAL_MONTHS) {
    switch (locale) {
      case 'en': {
        const s = `${value} ${value === 1 ? 'month' : 'months'}`;
        return { name: s, inText: s };
      }
      case 'pt-BR': {
        const s = `${value} ${value === 1 ? 'mês' : 'meses'}`;
        return { name: s, inText: s };
      }
      case 'ru': {
        const s = `${value} ${russianMonths(value)}`;
        return { name: s, inText: s };
      }
      case 'hi':
        return { name: `${value} ${value === 1 ? 'महीना' : 'महीने'}`, inText: `${value} महीने` };
    }
  }
  // Points are printed as games print them, without grouping: "1380 RP".
  const amount = currency === NOMINAL_RIOT_POINTS || currency === NOMINAL_VALORANT_POINTS ? String(value) : formatNumber(locale, value);
  const s = `${amount} ${currency}`;
  return { name: s, inText: s };
}

function randomCode(rng: Rng, format: string): string {
  let out = '';
  for (const ch of format) out += ch === '#' ? rng.pick(CODE_ALPHABET) : ch;
  return out;
}

function randomDate(rng: Rng, from: number, to: number): string {
  const minutes = Math.floor((from + rng.next() * (to - from)) / 60_000);
  return new Date(minutes * 60_000).toISOString();
}

interface Draft {
  category: string;
  line: LineId;
  variant: string;
  region: string; // country code, "EU" or GLOBAL
  nominalValue: number;
  nominalCurrency: string;
  costEuros: number;
}

function drafts(): Draft[] {
  const out: Draft[] = [];
  for (const category of CATEGORIES) {
    for (const offer of OFFERS[category.formatted_name] ?? []) {
      if (offer.kind === 'card') {
        const rate = EUR_PER[offer.currency];
        if (rate === undefined) throw new Error(`no rate for ${offer.currency}`);
        for (const value of offer.values) {
          out.push({
            category: category.formatted_name,
            line: offer.line,
            variant: '',
            region: offer.region,
            nominalValue: value,
            nominalCurrency: offer.currency,
            costEuros: value * rate,
          });
        }
      } else if (offer.kind === 'subscription') {
        const rate = EUR_PER[offer.currency];
        if (rate === undefined) throw new Error(`no rate for ${offer.currency}`);
        for (const [months, price] of Object.entries(offer.prices)) {
          out.push({
            category: category.formatted_name,
            line: offer.line,
            variant: offer.variant,
            region: offer.region,
            nominalValue: Number(months),
            nominalCurrency: NOMINAL_MONTHS,
            costEuros: price * rate,
          });
        }
      } else {
        const tiers = offer.line === 'lol' ? RP_TIERS : VP_TIERS;
        for (const [amount, euros] of tiers.slice(0, offer.tiers)) {
          out.push({
            category: category.formatted_name,
            line: offer.line,
            variant: '',
            region: offer.region,
            nominalValue: amount,
            nominalCurrency: offer.line === 'lol' ? NOMINAL_RIOT_POINTS : NOMINAL_VALORANT_POINTS,
            costEuros: euros * offer.factor,
          });
        }
      }
    }
  }
  return out;
}

function productTexts(draft: Draft, regionCode: string | null, rng: Rng): Record<ProviderLocale, SeedProductText> {
  const line = LINES[draft.line];
  const aboutIndex = rng.int(0, 1);
  const deliveryIndex = rng.int(0, DELIVERY.en.length - 1);
  const withCoverText = rng.chance(0.5);
  const texts = {} as Record<ProviderLocale, SeedProductText>;
  for (const locale of PROVIDER_LOCALES) {
    const nominal = nominalPhrases(locale, draft.nominalValue, draft.nominalCurrency);
    const ctx: PhraseContext = {
      nominal: nominal.name,
      nominalInText: nominal.inText,
      region: productRegionName(locale, regionCode),
      variant: draft.variant,
    };
    const abouts = line.about[locale];
    const about = abouts[aboutIndex % abouts.length] ?? abouts[0];
    let region: string;
    if (regionCode === null) region = draft.line === 'steam' ? REGION_GLOBAL_STEAM[locale] : REGION_GLOBAL[locale](line.account[locale]);
    else if (regionCode === 'EU') region = REGION_EU[locale](line.account[locale]);
    else region = REGION_COUNTRY[locale](line.account[locale], ctx.region);
    const delivery = DELIVERY[locale][deliveryIndex] ?? DELIVERY[locale][0];
    texts[locale] = {
      name: line.name[locale](ctx),
      description: [about ? about(ctx) : '', region, line.redeem[locale], delivery ?? ''].filter(Boolean).join(' '),
      cover_text: withCoverText ? line.coverText(draft.variant, locale) : null,
    };
  }
  return texts;
}

function articleValue(draft: Draft): string {
  if (draft.nominalCurrency === NOMINAL_MONTHS) return `${String(draft.nominalValue).padStart(2, '0')}M`;
  return String(draft.nominalValue).padStart(3, '0');
}

// ---------------------------------------------------------------------------------------------

export function buildCatalogue(): SeedCatalogue {
  const rng = createRng(SEED);
  const codeRng = createRng(SEED ^ 0x5bd1e995);
  const categoryByName = new Map(CATEGORIES.map((c) => [c.formatted_name, c]));

  const articles = new Set<string>();
  const codes = new Set<string>();
  const newFrom = Date.UTC(2026, 7, 1);
  const newTo = Date.UTC(2026, 10, 15);
  const oldFrom = Date.UTC(2024, 1, 1);
  const oldTo = Date.UTC(2025, 11, 20);

  const products: SeedProduct[] = drafts().map((draft, index) => {
    const id = index + 1;
    const category = categoryByName.get(draft.category);
    if (!category) throw new Error(`unknown category ${draft.category}`);
    const regionCode = draft.region === GLOBAL ? null : draft.region;
    const countryCode = regionCode ?? GLOBAL_COUNTRY_CODE;
    const meta = LINE_META[draft.line];

    const article = `${meta.prefix(draft.variant)}-${regionCode ?? 'GL'}-${articleValue(draft)}`;
    if (articles.has(article)) throw new Error(`duplicate article ${article}`);
    articles.add(article);
    // A permutation of 0..999999 (7919 is coprime with 10^6): unique and not sequential.
    const productCode = `DG-${String((id * 7919 + 104729) % 1_000_000).padStart(6, '0')}`;

    // Price: cost plus a 4-12 % margin, rounded to a shop price.
    const margin = 0.04 + rng.next() * 0.08;
    const price = shopPrice(draft.costEuros * 100 * (1 + margin));
    let oldPrice: number | null = null;
    if (rng.chance(0.22)) {
      const percent = rng.pick([5, 7, 10, 12, 15, 18, 20, 25, 30]);
      oldPrice = shopPrice((price * 100) / (100 - percent));
      if (oldPrice <= price) oldPrice = price + 50;
    }

    const isNew = rng.chance(0.16);
    const createdAt = isNew ? randomDate(rng, newFrom, newTo) : randomDate(rng, oldFrom, oldTo);

    // Popularity: most products are modest, a few are bestsellers.
    const mainstream = ['USD', 'EUR', 'BRL'].includes(draft.nominalCurrency) || draft.region === 'BR' ? 1.4 : 1;
    let popularity = Math.round(20 + 880 * Math.pow(rng.next(), 2.5) * mainstream);
    if (rng.chance(0.03)) popularity += rng.int(1500, 2600);
    if (isNew) popularity = Math.round(popularity * 0.6);
    const purchases = Math.round(popularity * (1.5 + rng.next() * 3) * (isNew ? 0.3 : 1)) + rng.int(0, 15);

    const texts = productTexts(draft, regionCode, rng);

    // Stock: about 5 % sold out, otherwise 1 to 25 codes.
    const stock = codeRng.chance(0.05) ? 0 : codeRng.int(1, 25);
    const productCodes: string[] = [];
    while (productCodes.length < stock) {
      const code = randomCode(codeRng, meta.codeFormat);
      if (codes.has(code)) continue;
      codes.add(code);
      productCodes.push(code);
    }

    return {
      id,
      category: category.formatted_name,
      country_code: countryCode,
      article,
      product_code: productCode,
      platform: category.platform,
      is_gift_card: meta.giftCard,
      nominal_value: draft.nominalValue,
      nominal_currency: draft.nominalCurrency,
      region_code: regionCode,
      price_cents: price,
      old_price_cents: oldPrice,
      popularity,
      purchases,
      is_new: isNew,
      created_at: createdAt,
      texts,
      codes: productCodes,
    };
  });

  return {
    categories: CATEGORIES.map((c) => ({ ...c })),
    countries: COUNTRIES.map((c) => ({ ...c })),
    currencies: buildCurrencies(),
    products,
  };
}
