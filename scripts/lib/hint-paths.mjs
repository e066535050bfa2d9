// The search-hint requests the benchmarks send (scripts/bench.mjs, scripts/bench-hints.mjs).
import { hintsPath, searchQueries } from './search-recall.mjs';

/**
 * Hint queries that miss the storefront's hints cache (1000 entries, 30 s, per language and
 * text), so each request reaches the provider: prefixes of 3 to 8 letters of the words in the
 * catalogue's product names, as a shopper types them, in every language, and the query set of
 * tests/fixtures/search-queries.json. Taken in turn, a list longer than the cache always misses it
 * (least recently used goes first).
 */
export async function uncachedHintPaths(origin) {
  const locales = ['pt-BR', 'en', 'ru', 'hi'];
  const words = new Set();
  for (const locale of locales) {
    for (const list of ['popular-products', 'novelties', 'discounts']) {
      for (const offset of [0, 20, 40]) {
        try {
          const body = await (await fetch(`${origin}/api/${list}?offset=${offset}&locale=${locale}`)).json();
          for (const product of body.products ?? []) {
            for (const word of String(product.name).toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u)) if ([...word].length >= 3) words.add(word);
          }
        } catch {
          // fewer words
        }
      }
    }
  }
  const queries = new Set();
  for (const word of words) {
    const letters = [...word];
    for (let n = 3; n <= Math.min(8, letters.length); n++) queries.add(letters.slice(0, n).join(''));
  }
  const paths = [];
  for (const query of queries) {
    for (const locale of locales) paths.push(`/api/search/hints?q=${encodeURIComponent(query)}&locale=${locale}`);
  }
  // And the shoppers' query set: transliterations, typos and nominals, some of them searched twice
  // (a text that matches nothing as typed is approximated and searched again).
  for (const query of searchQueries()) paths.push(hintsPath(query));
  // A fixed shuffle, so consecutive requests are not the same word growing.
  let seed = 7;
  for (let i = paths.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [paths[i], paths[j]] = [paths[j], paths[i]];
  }
  return paths;
}

