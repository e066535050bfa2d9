// The choices of the country, currency and category filters, labelled in the shopper's language:
// a currency by its country and code ("Brasil (BRL)"; Russian keeps the provider's own label), a
// country without a name as "Cards for region (code)".
import type { Category, Country, Currency } from '@/lib/types/catalogue';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterOptions {
  countries: FilterOption[];
  currencies: FilterOption[];
  categories: FilterOption[];
}

export type FilterOptionKind = keyof FilterOptions;

export function currencyOptions(currencies: Currency[], locale: string): FilterOption[] {
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const options = currencies.map((currency) => {
    let country: string | undefined;
    try {
      country = locale === 'ru' ? undefined : regions.of(currency.code.slice(0, 2));
    } catch {
      country = undefined;
    }
    return { value: currency.code, label: country ? `${country} (${currency.code})` : currency.label };
  });
  return options.sort((a, b) => a.label.localeCompare(b.label, locale));
}

export function countryOptions(countries: Country[], regionLabel: (code: string) => string): FilterOption[] {
  return countries.map((country) => ({ value: country.code, label: country.name ?? regionLabel(country.code) }));
}

export function categoryOptions(categories: Category[]): FilterOption[] {
  return categories.map((category) => ({ value: category.slug, label: category.name }));
}
