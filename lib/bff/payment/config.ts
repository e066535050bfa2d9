// The BFF's payment settings, read at call time so one build serves any environment (the variables
// and their defaults: docs/payments-contract.md "BFF", README "Configuration";
// docs/decisions/0030-prices-kept-in-euro-cents.md, docs/decisions/0031-two-card-payment-flows.md),
// and the addresses the payment routes build: the public origin of absolute URLs and the locale
// prefix of page paths. The one place the running storefront reads the payment variables
// (lib/server/env.ts only checks them at start).
import 'server-only';
import type { NextRequest } from 'next/server';
import { type Locale, routing } from '@/i18n/routing';
import { logger } from '@/lib/server/log';
import { providerBaseUrl } from '@/lib/provider/config';
import { configuredSiteUrl, httpOrigin, siteUrl } from '@/lib/seo/site';
import { ORDER_ID_PATTERN, type CardFlow } from '@/lib/types/payment';
import { SECRET_MIN_BYTES } from './hmac';

export const DEFAULT_ACQUIRER_TOKEN = 'svc_reference_shop';
export const DEFAULT_PAYMENT_CURRENCY = 'EUR';

/**
 * PAYMENT_CARD_FLOW: exactly `redirect` sends the card payment to the hosted page; anything else
 * is the modal (read by the checkout and the cabinet's pages on the server).
 */
export function cardFlow(): CardFlow {
  return process.env.PAYMENT_CARD_FLOW === 'redirect' ? 'redirect' : 'modal';
}

let shortSecretLogged = false;

/**
 * ACQUIRER_SECRET, or null when it is not set. A secret shorter than 32 bytes counts as not set
 * (logged once, without the value): signing with a guessable key would be worse than refusing.
 */
export function acquirerSecret(): string | null {
  const secret = process.env.ACQUIRER_SECRET ?? '';
  if (secret === '') return null;
  if (Buffer.byteLength(secret, 'utf8') < SECRET_MIN_BYTES) {
    if (!shortSecretLogged) {
      shortSecretLogged = true;
      logger.error({ variable: 'ACQUIRER_SECRET' }, `ACQUIRER_SECRET is shorter than ${SECRET_MIN_BYTES} bytes: the hosted payment page is off`);
    }
    return null;
  }
  return secret;
}

export function acquirerToken(): string {
  return process.env.ACQUIRER_TOKEN?.trim() || DEFAULT_ACQUIRER_TOKEN;
}

/** ACQUIRER_PUBLIC_URL as an origin; by default the origin of PROVIDER_API_URL. */
export function acquirerPublicOrigin(): string {
  return httpOrigin(process.env.ACQUIRER_PUBLIC_URL) ?? httpOrigin(providerBaseUrl()) ?? providerBaseUrl();
}

/** PAYMENT_CURRENCY: three letters, upper case; EUR by default. */
export function paymentCurrency(): string {
  const value = process.env.PAYMENT_CURRENCY?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(value) ? value : DEFAULT_PAYMENT_CURRENCY;
}

function first(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * The storefront's public origin for absolute URLs the provider and the acquirer call or send the
 * shopper to: SITE_URL (lib/seo/site.ts), required in production, so a 303 or a TermUrl never
 * follows a Host or X-Forwarded-Host a client chose. Outside production with SITE_URL unset, the
 * request's own origin (its forwarded or own Host and scheme), so a development server on any
 * port works.
 */
export function publicOrigin(request: NextRequest): string {
  if (configuredSiteUrl() || process.env.NODE_ENV === 'production') return siteUrl();
  const headers = request.headers;
  const protocol = first(headers.get('x-forwarded-proto'))?.replace(/:$/, '') ?? request.nextUrl.protocol.replace(/:$/, '');
  const host = first(headers.get('x-forwarded-host')) ?? headers.get('host') ?? undefined;
  return (host && httpOrigin(`${protocol}://${host}`)) || request.nextUrl.origin;
}

/** The path prefix of a locale's pages: '' for the default (pt-BR), '/en', '/ru', '/hi'. */
export function localePrefix(locale: Locale): string {
  return locale === routing.defaultLocale ? '' : `/${locale}`;
}

/** The home page of a locale: '/' for the default, '/en' … */
export function localeHome(locale: Locale): string {
  return localePrefix(locale) || '/';
}

/** How an order id looks (docs/payments-contract.md "Shapes"): 20 characters [0-9A-Z]. */
export const ORDER_ID = ORDER_ID_PATTERN;
