// The filtered twin of the static listings. The proxy sends a listing URL that carries filters or
// a sort here (/category/steam?sort=increase → /_listing/category/steam?sort=increase), so the
// filtered page is rendered on the server per request while the plain listing stays cached.
// Reached only through that rewrite: the proxy answers 404 to a direct visit.
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/routing';
import { parseFilterRecord } from '@/lib/catalogue/filters';
import { staticListingOf } from '@/lib/catalogue/listing-source';
import { ListingView, listingMetadata } from '../../listing';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function sourceOf(path: string[] | undefined) {
  const source = staticListingOf(`/${(path ?? []).join('/')}`);
  if (!source) notFound();
  return source;
}

export async function generateMetadata({ params }: Props) {
  const { locale: rawLocale, path } = await params;
  const locale = pageLocale(rawLocale);
  return listingMetadata(sourceOf(path), locale, true);
}

export default async function FilteredListingPage({ params, searchParams }: Props) {
  const { locale: rawLocale, path } = await params;
  const locale = pageLocale(rawLocale);
  setRequestLocale(locale);
  return <ListingView source={sourceOf(path)} locale={locale} filters={parseFilterRecord(await searchParams)} />;
}
