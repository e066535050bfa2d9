-- 002: text search over product names (all four languages) and articles.
--
-- product_search holds one row per product, written by TypeScript (src/search/documents.ts), which
-- normalises every text the same way it normalises the shopper's query: lower case, accents stripped
-- (NFKD), so "cartao" finds "Cartão". For the products already there, the TypeScript step of
-- migration 005 fills it; the seed fills it for new catalogues.
--
-- Word matching uses a tsvector built from the words TypeScript extracted (array_to_tsvector), not
-- to_tsvector('simple', ...): Postgres's word parser splits text by the server's locale (a Devanagari
-- vowel sign or virama may end a word under one locale and not under another), while the query side
-- is split in TypeScript. Building both sides from the same TypeScript words gives identical results
-- on PGlite and on any Postgres server. Prefix queries ('gift':*) use the GIN index.

CREATE TABLE product_search (
  product_id  integer  PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  names       text     NOT NULL,  -- each language's name, normalised, one per line, with a line break before
                                   -- the first and after the last: exact and prefix matches are strpos() calls
  name_words  text     NOT NULL,  -- the distinct words of those names, separated by single spaces
  article_key text     NOT NULL,  -- the normalised article without separators: "STM-BR-050" -> "stmbr050"
  words       tsvector GENERATED ALWAYS AS (array_to_tsvector(string_to_array(name_words, ' '))) STORED
);

CREATE INDEX product_search_words_idx ON product_search USING gin (words);

-- Every word of the names and articles: the vocabulary that corrects typos ("netflx" -> "netflix")
-- when a text matches nothing.
CREATE TABLE search_words (
  word text PRIMARY KEY CHECK (word <> '')
);

-- Trigrams: typo correction over the vocabulary and "contains" over articles. pg_trgm ships with
-- PGlite (loaded by the opener) and with Postgres's contrib; a server without it still searches,
-- only without typo correction.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%); search works without typo correction', SQLERRM;
END
$$;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops)';
    EXECUTE 'CREATE INDEX product_search_article_trgm_idx ON product_search USING gin (article_key gin_trgm_ops)';
  ELSE
    EXECUTE 'CREATE INDEX product_search_article_idx ON product_search (article_key text_pattern_ops)';
  END IF;
END
$$;
