// The choices of the country, currency and category filters, labelled in the shopper's language:
// a country (or region: the European Union, worldwide) by the provider's name, the one its product
// names and pages use, and "Cards for region (code)" only when the provider has no name for it; a
// currency by its country and code ("Brasil (BRL)"; Russian keeps the provider's own label). Both
// lists are sorted as the language sorts (Intl.Collator: "Австралия" before "Аргентина").
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
  return sortByLabel(options, locale);
}

function sortByLabel(options: FilterOption[], locale: string): FilterOption[] {
  const compare = new Intl.Collator(locale).compare;
  return options.sort((a, b) => compare(a.label, b.label) || compare(a.value, b.value));
}

export function countryOptions(countries: Country[], locale: string, regionLabel: (code: string) => string): FilterOption[] {
  return sortByLabel(
    countries.map((country) => ({ value: country.code, label: country.name ?? regionLabel(country.code) })),
    locale,
  );
}

export function categoryOptions(categories: Category[]): FilterOption[] {
  return categories.map((category) => ({ value: category.slug, label: category.name }));
}
