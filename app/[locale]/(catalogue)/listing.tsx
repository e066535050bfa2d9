// One definition of a listing page (index, /noveltes, /discounts, /holiday, categories, search):
// data, metadata and body. The static routes render it unfiltered and are cached; filtered URLs
// reach the dynamic twin route (_listing) through the proxy, and search is always dynamic.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LaterFilterBar } from '@/components/catalogue/filters/later-filter-bar';
import { NoResults } from '@/components/catalogue/no-results';
import { ProductListing } from '@/components/catalogue/product-listing';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { shopBrand } from '@/lib/brand/identity';
import { type Locale, pageLocale } from '@/i18n/routing';
import { EMPTY_FILTERS, type ListingFilters, filtersToQuery, hasActiveFilters } from '@/lib/catalogue/filters';
import { categoryOptions, countryOptions, currencyOptions } from '@/lib/catalogue/filter-options';
import { type ListingSource, listingApiPath, listingPath } from '@/lib/catalogue/listing-source';
import { pageData, pageLocalRate } from '@/lib/server/page-data';
import {
  getCategories,
  getCategoryPage,
  getCountries,
  getCurrencies,
  getProductList,
  searchProducts,
} from '@/lib/provider';
import { alternates } from '@/lib/seo/alternates';
import { breadcrumbJsonLd, productBaseUrl } from '@/lib/seo/json-ld';
import { shopImagePath, socialMetadata } from '@/lib/seo/social';
import type { ProductPage } from '@/lib/types/catalogue';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LISTING_NAMESPACES } from '@/lib/i18n/client-namespaces';

type Catalogue = Awaited<ReturnType<typeof getTranslations<'Catalogue'>>>;

const LIST_TEXTS = {
  'popular-products': { heading: 'popularTitle', meta: 'indexTitle', description: 'defaultDescription' },
  novelties: { heading: 'noveltiesTitle', meta: 'noveltiesTitle', description: 'noveltiesDescription' },
  discounts: { heading: 'discountsTitle', meta: 'discountsTitle', description: 'discountsDescription' },
  holiday: { heading: 'holidayTitle', meta: 'holidayTitle', description: 'holidayDescription' },
} as const;

async function loadPage(source: ListingSource, locale: Locale, filters: ListingFilters) {
  switch (source.kind) {
    case 'list':
      return { title: null, page: pageData(await getProductList(source.list, locale, 0, filters)) };
    case 'category': {
      const { category, page } = pageData(await getCategoryPage(source.slug, locale, 0, filters));
      return { title: category.name, page };
    }
    case 'search':
      return { title: null, page: pageData(await searchProducts(source.text, locale, 0, filters)) };
  }
}

function headingOf(source: ListingSource, t: Catalogue, categoryName: string | null): string {
  if (source.kind === 'list') return t(LIST_TEXTS[source.list].heading);
  if (source.kind === 'category') return categoryName ?? source.slug;
  return t('searchTitle', { text: source.text });
}

/** Labels of the chosen filter codes; only asked for when something is chosen. */
async function selectedLabels(filters: ListingFilters, locale: Locale, t: Catalogue): Promise<Record<string, string>> {
  if (!filters.countries.length && !filters.currencies.length && !filters.categories.length) return {};
  const [countries, currencies, categories] = await Promise.all([getCountries(locale), getCurrencies(locale), getCategories(locale)]);
  const options = [
    ...(countries.ok ? countryOptions(countries.data, locale, (code) => t('regionCode', { code })) : []),
    ...(currencies.ok ? currencyOptions(currencies.data, locale) : []),
    ...(categories.ok ? categoryOptions(categories.data) : []),
  ];
  return Object.fromEntries(options.map((option) => [option.value, option.label]));
}

/** Searches offered when a search found nothing: the catalogue's categories, which always find something. */
async function searchSuggestions(locale: Locale): Promise<string[]> {
  const categories = await getCategories(locale);
  return categories.ok ? categories.data.map((category) => category.name) : [];
}

export async function listingMetadata(source: ListingSource, locale: Locale, filtered: boolean): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Meta' });
  const shop = shopBrand().name;
  const path = listingPath(source);
  let title: string;
  let description: string;
  if (source.kind === 'list') {
    title = `${t(LIST_TEXTS[source.list].meta)} | ${shop}`;
    description = t(LIST_TEXTS[source.list].description);
  } else if (source.kind === 'category') {
    const result = await getCategoryPage(source.slug, locale);
    // A missing category's metadata is the not-found page's (app/[locale]/not-found.tsx), not a title naming it.
    if (!result.ok && result.error.isNotFound) notFound();
    const name = result.ok ? result.data.category.name : source.slug;
    title = `${t('categoryTitle', { name })} | ${shop}`;
    description = t('categoryDescription', { name });
  } else {
    title = `${t('searchTitle', { text: source.text })} | ${shop}`;
    description = t('searchDescription', { text: source.text });
  }
  return {
    title: { absolute: title },
    description,
    alternates: alternates(path, locale),
    ...socialMetadata({ title, description, path, locale, siteName: shop, imagePath: shopImagePath(locale) }),
    // A filtered or searched view is a variation of its listing: followed, not indexed.
    robots: filtered || source.kind === 'search' ? { index: false, follow: true } : undefined,
  };
}

export async function ListingView({
  source,
  locale,
  filters,
}: {
  source: ListingSource;
  locale: Locale;
  filters: ListingFilters;
}) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const [{ title, page }, labels, localRate] = await Promise.all([
    loadPage(source, locale, filters),
    selectedLabels(filters, locale, t),
    pageLocalRate(locale),
  ]);
  const query = filtersToQuery(filters);
  const heading = headingOf(source, t, title);
  const path = listingPath(source);
  const crumbs = [{ name: t('popularTitle'), path: '/' }];
  if (path !== '/') crumbs.push({ name: heading, path });
  const filtered = hasActiveFilters(filters);
  const nothingMatched = page.products.length === 0 && (source.kind === 'search' || filtered);
  const clearQuery = filtersToQuery({ ...EMPTY_FILTERS, sort: filters.sort });
  const empty = nothingMatched ? (
    <NoResults
      searchText={source.kind === 'search' ? source.text : null}
      clearHref={filtered ? (clearQuery ? `${path}?${clearQuery}` : path) : null}
      suggestions={source.kind === 'search' ? await searchSuggestions(locale) : []}
    />
  ) : undefined;
  // A search that found nothing has no prices to span (0–0): the slider keeps its default range.
  const priceRange = page.priceRange && (page.priceRange.min > 0 || page.priceRange.max > 0) ? page.priceRange : null;
  const filterBar = (
    <LaterFilterBar
      path={path}
      filters={filters}
      priceRange={priceRange}
      selectedLabels={labels}
      withCategories={source.kind !== 'category'}
      variant={source.kind === 'list' && source.list === 'holiday' ? 'holiday' : 'default'}
    />
  );
  return (
    <ClientMessages locale={locale} namespaces={LISTING_NAMESPACES}>
      <JsonLdScript data={breadcrumbJsonLd(crumbs, locale)} />
      <ProductListing
        title={heading}
        page={page satisfies ProductPage}
        moreUrl={listingApiPath(source)}
        moreQuery={query}
        showCount={!nothingMatched && (source.kind !== 'list' || source.list !== 'popular-products' || filtered)}
        filters={filterBar}
        itemListBase={productBaseUrl(locale)}
        empty={empty}
        localRate={localRate}
      />
    </ClientMessages>
  );
}

type ListParams = { params: Promise<{ locale: string }> };

/** The route exports of a static, unfiltered list page (index, /noveltes, /discounts, /holiday). */
export function staticListPage(source: ListingSource) {
  async function generateMetadata({ params }: ListParams) {
    return listingMetadata(source, pageLocale((await params).locale), false);
  }
  async function ListPage({ params }: ListParams) {
    const locale = pageLocale((await params).locale);
    setRequestLocale(locale);
    return <ListingView source={source} locale={locale} filters={EMPTY_FILTERS} />;
  }
  return { generateMetadata, ListPage };
}
