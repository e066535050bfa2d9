// Turns a provider result into page data: 404 for what does not exist, an outage error otherwise
// (its page request then answers the 503 page: lib/server/outage-answer.ts).
import 'server-only';
import { offers } from '@/lib/provider/capabilities';
import { notFound } from 'next/navigation';
import { parseProductId } from '@/lib/catalogue/product-id';
import { type LocalRate, localCurrencyOf, rateMicros } from '@/lib/i18n/local-price';
import { type ProviderResult, getExchangeRates } from '@/lib/provider';

export class CatalogueUnavailableError extends Error {
  constructor(cause: string) {
    super(`Catalogue unavailable: ${cause}`);
    this.name = 'CatalogueUnavailableError';
  }
}

export function pageData<T>(result: ProviderResult<T>): T {
  if (result.ok) return result.data;
  if (result.error.isNotFound) notFound();
  throw new CatalogueUnavailableError(result.error.message);
}

/** Parses a route's numeric id; anything else is a 404, never a provider call. */
export function parseId(raw: string): number {
  const id = parseProductId(raw);
  if (id === null) notFound();
  return id;
}

/**
 * The rate of the approximate prices a page in `locale` shows beside the euros (lib/i18n/local-price.ts):
 * reais for pt-BR, rupees for hi, none (and no provider call) for en and ru. Fetched with the page's
 * catalogue data and cached like it; when the provider does not give it the page shows euros only,
 * never an error: the approximate price is a help, the checkout's quote the amount charged.
 */
export async function pageLocalRate(locale: string): Promise<LocalRate | null> {
  const currency = localCurrencyOf(locale);
  if (currency === null) return null;
  // A provider without rates: euros only, and no call to it.
  if (!(await offers('exchange-rates'))) return null;
  const rates = await getExchangeRates();
  const rate = rates.ok ? rates.data.find((candidate) => candidate.currency === currency) : undefined;
  return rate && rateMicros(rate.rate) !== null ? rate : null;
}
