// Search results: /search/{text} (docs/product/screens-and-routes.md), with the listings' filters and sort. Rendered per
// request: search texts are unbounded, so their pages are never cached.
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/routing';
import { parseFilterRecord } from '@/lib/catalogue/filters';
import type { ListingSource } from '@/lib/catalogue/listing-source';
import { SEARCH_MAX_LENGTH } from '@/lib/search/input-rules';
import { ListingView, listingMetadata } from '../../listing';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; text: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function sourceOf(decoded: string): ListingSource {
  const text = decoded.trim();
  if (!text) notFound();
  return { kind: 'search', text: text.slice(0, SEARCH_MAX_LENGTH) };
}

/**
 * Next 16 hands generateMetadata the segment decoded ("100%") but the page percent-encoded
 * ("100%25", its encodeURIComponent): decoding both would turn a search for "100%" into a 404.
 * tests/e2e/hardening.spec.ts searches for "100%" and "a%41" to hold this.
 */
function pageText(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    notFound();
  }
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
  return <ListingView source={sourceOf(pageText(text))} locale={locale} filters={parseFilterRecord(await searchParams)} />;
}
