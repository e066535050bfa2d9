// Writes the search rows (migrations 002, 005, 011) from the products and their texts, normalised in
// TypeScript exactly like the shopper's query. Used by the seed and by the migration that upgrades a
// database seeded earlier; rerunning it rebuilds every row.
import type { Queryable } from '../db/types';
import { compactKey, NAME_BREAK, normalizeSearchText, searchWords } from './normalize';
import { unitLexeme, valueLexeme } from './shopper-words';
import { typoVariants } from './similar';
import { soundKey, toLatin } from './transliterate';

export interface SearchSource {
  id: number;
  article: string;
  /** The product's name in each language it has: {"pt-BR": "Cartão-presente ...", "en": ...}. */
  names: Record<string, string>;
  /** numeric: node-postgres and PGlite return it as a string. */
  nominal_value: number | string;
  nominal_currency: string;
}

export interface SearchDocument {
  product_id: number;
  /** "\nname one\nname two\n": each normalised name on its own line. */
  names: string;
  /** The names as written, by language: what hints show. */
  display_names: Record<string, string>;
  /** The article as written. */
  article: string;
  /** The distinct words of the names, separated by single spaces. */
  name_words: string;
  /** The Latin forms of those words that are not among them ("podarochnaya karta"). */
  latin_words: string;
  /** The nominal's lexemes: "#50 ¤brl". */
  nominal_words: string;
  article_key: string;
}

export function searchDocument(source: SearchSource): SearchDocument {
  const names = [...new Set(Object.values(source.names).map(normalizeSearchText).filter(Boolean))];
  const words = searchWords(names.join(' '));
  const known = new Set(words);
  const latin = [...new Set(words.map(toLatin))].filter((word) => !known.has(word));
  return {
    product_id: source.id,
    names: `${NAME_BREAK}${names.join(NAME_BREAK)}${NAME_BREAK}`,
    display_names: source.names,
    article: source.article,
    name_words: words.join(' '),
    latin_words: latin.join(' '),
    nominal_words: `${valueLexeme(Number(source.nominal_value))} ${unitLexeme(source.nominal_currency)}`,
    article_key: compactKey(normalizeSearchText(source.article)),
  };
}

/** A word of the vocabulary: its sound key when it is in Latin letters (typo tolerance compares those). */
export interface VocabularyWord {
  word: string;
  sound: string | null;
}

/** Every word the names can be found by (as written and in Latin letters), with the sound keys. */
export function vocabulary(docs: readonly SearchDocument[]): VocabularyWord[] {
  const words = new Set<string>();
  for (const doc of docs) {
    for (const word of `${doc.name_words} ${doc.latin_words}`.split(' ')) if (word) words.add(word);
  }
  return [...words].sort().map((word) => ({ word, sound: soundKey(word) }));
}

/** Rebuilds the search rows of every product and the vocabulary; returns how many products. */
export async function refreshSearchDocuments(tx: Queryable): Promise<number> {
  const sources = await tx.query<SearchSource>(
    `SELECT p.id, p.article, p.nominal_value, p.nominal_currency,
       COALESCE(jsonb_object_agg(t.locale, t.name) FILTER (WHERE t.name IS NOT NULL), '{}') AS names
     FROM products p LEFT JOIN product_texts t ON t.product_id = p.id
     GROUP BY p.id ORDER BY p.id`,
  );
  const docs = sources.map(searchDocument);
  await tx.query('DELETE FROM search_word_variants');
  await tx.query('DELETE FROM product_search');
  await tx.query('DELETE FROM search_words');
  if (docs.length === 0) return 0;
  // Column-wise like the seed: one round trip whatever the row count.
  await tx.query(
    `INSERT INTO product_search (product_id, names, name_words, latin_words, nominal_words, article_key, display_names, article)
     SELECT id, names, name_words, latin_words, nominal_words, article_key, display_names::jsonb, article
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
       AS d (id, names, name_words, latin_words, nominal_words, article_key, display_names, article)`,
    [
      docs.map((d) => d.product_id),
      docs.map((d) => d.names),
      docs.map((d) => d.name_words),
      docs.map((d) => d.latin_words),
      docs.map((d) => d.nominal_words),
      docs.map((d) => d.article_key),
      docs.map((d) => JSON.stringify(d.display_names)),
      docs.map((d) => d.article),
    ],
  );
  const words = vocabulary(docs);
  await tx.query('INSERT INTO search_words (word, sound) SELECT * FROM unnest($1::text[], $2::text[])', [
    words.map((w) => w.word),
    words.map((w) => w.sound),
  ]);
  const variants = words.flatMap(({ word }) => typoVariants(word).map((variant) => [variant, word] as const));
  await tx.query('INSERT INTO search_word_variants (variant, word) SELECT * FROM unnest($1::text[], $2::text[])', [
    variants.map(([variant]) => variant),
    variants.map(([, word]) => word),
  ]);
  return docs.length;
}
