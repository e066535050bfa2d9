// Writes the search rows (migration 002) from the products and their texts, normalised in TypeScript
// exactly like the shopper's query. Used by the seed and by the migration that upgrades a database
// seeded before search existed; rerunning it rebuilds every row.
import type { Queryable } from '../db/types';
import { compactKey, NAME_BREAK, normalizeSearchText, searchWords } from './normalize';

export interface SearchSource {
  id: number;
  article: string;
  /** The product's name in each language it has: {"pt-BR": "Cartão-presente ...", "en": ...}. */
  names: Record<string, string>;
}

export interface SearchDocument {
  product_id: number;
  /** "\nname one\nname two\n": each normalised name on its own line. */
  names: string;
  /** The names as written, by language: what hints show. */
  display_names: Record<string, string>;
  /** The article as written. */
  article: string;
  name_words: string;
  article_key: string;
  /** Words of the article ("stm", "br", "050"): known to the typo correction, never "corrected". */
  article_words: string[];
}

export function searchDocument(source: SearchSource): SearchDocument {
  const names = [...new Set(Object.values(source.names).map(normalizeSearchText).filter(Boolean))];
  const article = normalizeSearchText(source.article);
  const articleKey = compactKey(article);
  return {
    product_id: source.id,
    names: `${NAME_BREAK}${names.join(NAME_BREAK)}${NAME_BREAK}`,
    display_names: source.names,
    article: source.article,
    name_words: searchWords(names.join(' ')).join(' '),
    article_key: articleKey,
    article_words: [...searchWords(article), ...(articleKey ? [articleKey] : [])],
  };
}

/** Rebuilds the search rows of every product and the vocabulary; returns how many products. */
export async function refreshSearchDocuments(tx: Queryable): Promise<number> {
  const sources = await tx.query<SearchSource>(
    `SELECT p.id, p.article,
       COALESCE(jsonb_object_agg(t.locale, t.name) FILTER (WHERE t.name IS NOT NULL), '{}') AS names
     FROM products p LEFT JOIN product_texts t ON t.product_id = p.id
     GROUP BY p.id ORDER BY p.id`,
  );
  const docs = sources.map(searchDocument);
  await tx.query('DELETE FROM product_search');
  await tx.query('DELETE FROM search_words');
  if (docs.length === 0) return 0;
  // Column-wise like the seed: one round trip whatever the row count.
  await tx.query(
    `INSERT INTO product_search (product_id, names, name_words, article_key, display_names, article)
     SELECT id, names, name_words, article_key, display_names::jsonb, article
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       AS d (id, names, name_words, article_key, display_names, article)`,
    [
      docs.map((d) => d.product_id),
      docs.map((d) => d.names),
      docs.map((d) => d.name_words),
      docs.map((d) => d.article_key),
      docs.map((d) => JSON.stringify(d.display_names)),
      docs.map((d) => d.article),
    ],
  );
  const vocabulary = new Set<string>();
  for (const doc of docs) {
    for (const word of doc.name_words.split(' ')) if (word) vocabulary.add(word);
    for (const word of doc.article_words) vocabulary.add(word);
  }
  await tx.query('INSERT INTO search_words (word) SELECT unnest($1::text[])', [[...vocabulary].sort()]);
  return docs.length;
}
