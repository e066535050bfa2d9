// One definition for the pages that show a provider list by name (index, /noveltes, /discounts):
// the same metadata, data and listing, differing only in list, path and titles.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageData } from '@/lib/page-data';
import { getProductList } from '@/lib/provider';
import { alternates } from '@/lib/seo/alternates';
import type { ProductListName } from '@/lib/types/catalogue';
import { ProductListing } from '@/components/catalogue/product-listing';

type Props = { params: Promise<{ locale: Locale }> };

interface ListPageOptions {
  list: ProductListName;
  path: string;
  /** Keys in Meta (document title and description) and Catalogue (heading). */
  metaTitle: 'indexTitle' | 'noveltiesTitle' | 'discountsTitle';
  metaDescription: 'defaultDescription' | 'noveltiesDescription' | 'discountsDescription';
  heading: 'popularTitle' | 'noveltiesTitle' | 'discountsTitle';
  showCount: boolean;
}

export function listPage(options: ListPageOptions) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'Meta' });
    return {
      title: { absolute: `${t(options.metaTitle)} | ${t('siteName')}` },
      description: t(options.metaDescription),
      alternates: alternates(options.path, locale),
    };
  }

  async function ListPage({ params }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: 'Catalogue' });
    const page = pageData(await getProductList(options.list, locale));
    return (
      <ProductListing
        title={t(options.heading)}
        page={page}
        moreUrl={`/api/${options.list}`}
        showCount={options.showCount}
      />
    );
  }

  return { generateMetadata, ListPage };
}
