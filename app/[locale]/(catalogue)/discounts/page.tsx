// Products on sale, biggest discount first.
import type { Locale } from '@/i18n/routing';
import { EMPTY_FILTERS } from '@/lib/catalogue/filters';
import type { ListingSource } from '@/lib/catalogue/listing-source';
import { setRequestLocale } from 'next-intl/server';
import { ListingView, listingMetadata } from '../listing';

export const revalidate = 60;

const source: ListingSource = { kind: 'list', list: 'discounts' };
type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  return listingMetadata(source, (await params).locale, false);
}

export default async function ListPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ListingView source={source} locale={locale} filters={EMPTY_FILTERS} />;
}
