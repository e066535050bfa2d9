// Writes the product_search rows (migration 002) from the products and their texts, normalised in
// TypeScript exactly like the shopper's query. Used by the seed and by the migration that upgrades a
// database seeded before search existed; rerunning it rebuilds every row.
import type { Queryable } from '../db/types';
import { compactKey, normalizeSearchText, searchWords } from './normalize';

export interface SearchSource {
  id: number;
  article: string;
  /** The product's names, one per language (any order). */
  names: string[];
}

export interface SearchDocument {
  product_id: number;
  names: string[];
  name_words: string;
  document: string;
  article_key: string;
}

/** Separates names inside one text parameter; normalised names never contain a line break. */
const NAME_SEPARATOR = '\n';

export function searchDocument(source: SearchSource): SearchDocument {
  const names = [...new Set(source.names.map(normalizeSearchText).filter(Boolean))];
  return {
    product_id: source.id,
    names,
    name_words: searchWords(names.join(' ')).join(' '),
    document: names.join(' '),
    article_key: compactKey(normalizeSearchText(source.article)),
  };
}

/** Rebuilds the search rows of every product; returns how many it wrote. */
export async function refreshSearchDocuments(tx: Queryable): Promise<number> {
  const sources = await tx.query<SearchSource>(
    `SELECT p.id, p.article,
       COALESCE(array_agg(t.name ORDER BY t.locale) FILTER (WHERE t.name IS NOT NULL), '{}') AS names
     FROM products p LEFT JOIN product_texts t ON t.product_id = p.id
     GROUP BY p.id ORDER BY p.id`,
  );
  const docs = sources.map(searchDocument);
  await tx.query('DELETE FROM product_search');
  if (docs.length === 0) return 0;
  // Column-wise like the seed: one round trip whatever the row count. unnest() would flatten a
  // two-dimensional array, so each product's names travel as one text and are split back in SQL.
  await tx.query(
    `INSERT INTO product_search (product_id, names, name_words, document, article_key)
     SELECT id, string_to_array(names, $6), name_words, document, article_key
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])
       AS d (id, names, name_words, document, article_key)`,
    [
      docs.map((d) => d.product_id),
      docs.map((d) => d.names.join(NAME_SEPARATOR)),
      docs.map((d) => d.name_words),
      docs.map((d) => d.document),
      docs.map((d) => d.article_key),
      NAME_SEPARATOR,
    ],
  );
  return docs.length;
}
