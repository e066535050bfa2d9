// Search results: /search/{text} (SPEC.md §2), with the listings' filters and sort. Rendered per
// request: search texts are unbounded, so their pages are never cached.
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/routing';
import { parseFilterRecord } from '@/lib/catalogue/filters';
import type { ListingSource } from '@/lib/catalogue/listing-source';
import { SEARCH_MAX_LENGTH } from '@/lib/search';
import { ListingView, listingMetadata } from '../../listing';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; text: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function sourceOf(raw: string): ListingSource {
  let text: string;
  try {
    text = decodeURIComponent(raw).trim();
  } catch {
    notFound();
  }
  if (!text) notFound();
  return { kind: 'search', text: text.slice(0, SEARCH_MAX_LENGTH) };
}

export async function generateMetadata({ params }: Props) {
  const { locale: rawLocale, text } = await params;
  const locale = pageLocale(rawLocale);
  return listingMetadata(sourceOf(text), locale, true);
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale: rawLocale, text } = await params;
  const locale = pageLocale(rawLocale);
  setRequestLocale(locale);
  return <ListingView source={sourceOf(text)} locale={locale} filters={parseFilterRecord(await searchParams)} />;
}
