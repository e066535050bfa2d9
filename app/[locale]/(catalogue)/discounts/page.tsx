// Products on sale, biggest discount first.
import { pageLocale } from '@/i18n/routing';
import { EMPTY_FILTERS } from '@/lib/catalogue/filters';
import type { ListingSource } from '@/lib/catalogue/listing-source';
import { setRequestLocale } from 'next-intl/server';
import { ListingView, listingMetadata } from '../listing';

export const revalidate = 60;

const source: ListingSource = { kind: 'list', list: 'discounts' };
type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return listingMetadata(source, pageLocale((await params).locale), false);
}

export default async function ListPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return <ListingView source={source} locale={locale} filters={EMPTY_FILTERS} />;
}
