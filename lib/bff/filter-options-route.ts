// GET /api/filter-options?locale= — the country, currency and category choices of the listing
// filters, fetched when a shopper first opens one, so no page carries two hundred options it may
// never show.
import 'server-only';
import type { NextRequest } from 'next/server';
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import { categoryOptions, countryOptions, currencyOptions, type FilterOptions } from '@/lib/catalogue/filter-options';
import { getCategories, getCountries, getCurrencies } from '@/lib/provider';
import { localeMessages } from '@/lib/i18n/server-messages';
import { localeParam, parseQuery } from './parse';
import { providerErrorResponse, publicJson } from './responses';

export async function filterOptionsRoute(request: NextRequest) {
  const query = parseQuery(z.object({ locale: localeParam }), request.nextUrl.searchParams);
  if (!query.ok) return query.response;
  const { locale } = query.data;
  const [countries, currencies, categories] = await Promise.all([getCountries(locale), getCurrencies(locale), getCategories(locale)]);
  const t = createTranslator({ locale, messages: localeMessages(locale), namespace: 'Catalogue' });
  if (!countries.ok) return providerErrorResponse(countries.error, locale);
  if (!currencies.ok) return providerErrorResponse(currencies.error, locale);
  if (!categories.ok) return providerErrorResponse(categories.error, locale);
  const options: FilterOptions = {
    countries: countryOptions(countries.data, locale, (code) => t('regionCode', { code })),
    currencies: currencyOptions(currencies.data, locale),
    categories: categoryOptions(categories.data),
  };
  return publicJson(options, 300);
}
