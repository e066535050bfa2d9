// A category's listing: /category/{formatted_name} (docs/product/screens-and-routes.md), unfiltered and cached.
// Unknown or malformed names are a 404.
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/routing';
import { EMPTY_FILTERS } from '@/lib/catalogue/filters';
import { CATEGORY_SLUG, type ListingSource } from '@/lib/catalogue/listing-source';
import { ListingView, listingMetadata } from '../../listing';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; id: string }> };

function sourceOf(id: string): ListingSource {
  if (!CATEGORY_SLUG.test(id)) notFound();
  return { kind: 'category', slug: id };
}

export async function generateMetadata({ params }: Props) {
  const { locale: rawLocale, id } = await params;
  const locale = pageLocale(rawLocale);
  return listingMetadata(sourceOf(id), locale, false);
}

export default async function CategoryPage({ params }: Props) {
  const { locale: rawLocale, id } = await params;
  const locale = pageLocale(rawLocale);
  setRequestLocale(locale);
  return <ListingView source={sourceOf(id)} locale={locale} filters={EMPTY_FILTERS} />;
}
