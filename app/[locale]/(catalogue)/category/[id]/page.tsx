// A category's listing: /category/{formatted_name} (SPEC.md §2). Unknown names are a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductListing } from '@/components/catalogue/product-listing';
import type { Locale } from '@/i18n/routing';
import { pageData } from '@/lib/page-data';
import { getCategoryPage } from '@/lib/provider';
import { alternates } from '@/lib/seo/alternates';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale; id: string }> };

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

function slugOf(raw: string): string {
  const slug = decodeURIComponent(raw);
  if (!SLUG.test(slug)) notFound();
  return slug;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const result = await getCategoryPage(slugOf(id), locale);
  if (!result.ok) return {};
  const t = await getTranslations({ locale, namespace: 'Meta' });
  const name = result.data.category.name;
  return {
    title: t('categoryTitle', { name }),
    description: t('categoryDescription', { name }),
    alternates: alternates(`/category/${result.data.category.slug}`, locale),
  };
}

export default async function CategoryPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const slug = slugOf(id);
  const { category, page } = pageData(await getCategoryPage(slug, locale));
  return (
    <ProductListing
      title={category.name}
      page={page}
      moreUrl={`/api/categories/${encodeURIComponent(category.slug)}`}
      showCount
    />
  );
}
