// The navbar's search hints from the BFF (GET /api/search/hints), read by hand like the rest of the
// catalogue's answers (catalogue.ts): a module of its own because the search is on every page, and
// the listings' and filters' readers need not come with it.
import type { HintProduct, SearchHints } from '@/lib/types/catalogue';
import { isRecord, isString, isWhole, readEvery, type Reader } from './read';
import { bffRequest } from './request';

const readHintProduct: Reader<HintProduct> = (value) => {
  if (!isRecord(value)) return null;
  const { id, name, cover_path, price } = value;
  return isWhole(id, 1) && isString(name) && isString(cover_path) && isWhole(price, 0) ? { id, name, cover_path, price } : null;
};

const readArticleHint: Reader<HintProduct & { article: string }> = (value) => {
  const hint = readHintProduct(value);
  return hint && isRecord(value) && isString(value.article) ? { ...hint, article: value.article } : null;
};

export const readSearchHints: Reader<SearchHints> = (value) => {
  if (!isRecord(value)) return null;
  const byName = readEvery(value.byName, readHintProduct);
  const byArticle = readEvery(value.byArticle, readArticleHint);
  return byName && byArticle ? { byName, byArticle } : null;
};

/** Hints for a typed text (already trimmed and cut to SEARCH_MAX_LENGTH by the caller); a public answer the HTTP cache may serve. */
export const searchHints = (locale: string, query: string) =>
  bffRequest('GET', `/api/search/hints?${new URLSearchParams({ q: query })}`, locale, { cache: 'default', read: readSearchHints });
