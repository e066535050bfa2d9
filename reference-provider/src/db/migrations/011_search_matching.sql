-- 011: search that understands how people type (issue 17): brand names typed in Cyrillic or
-- Devanagari, shoppers' abbreviations, typos in any word, nominals with their currency. TypeScript
-- decides what matches (src/search/terms.ts, similar.ts); these are the rows it reads, written by
-- src/search/documents.ts (the migration's TypeScript step for the products already there).
--
-- product_search.words, the GIN-indexed tsvector, now holds besides the names' words:
--   - their Latin forms (transliterate.ts): "подарочная" also as "podarochnaya", "स्टीम" as "stim";
--   - the nominal as two lexemes no typed word can start: "#50" (value) and "¤brl" (unit).
-- A generated column's expression cannot be changed in place on every supported server, so the
-- column is dropped (with its index) and made again.

ALTER TABLE product_search DROP COLUMN words;

ALTER TABLE product_search
  ADD COLUMN latin_words   text NOT NULL DEFAULT '',  -- Latin forms of name_words not among them, space-separated
  ADD COLUMN nominal_words text NOT NULL DEFAULT '';  -- "#50 ¤brl"

ALTER TABLE product_search ADD COLUMN words tsvector GENERATED ALWAYS AS (
  array_to_tsvector(array_remove(string_to_array(name_words || ' ' || latin_words || ' ' || nominal_words, ' '), ''))
) STORED;

CREATE INDEX product_search_words_idx ON product_search USING gin (words);

-- The vocabulary is now the names' words only (as written and in Latin letters), each Latin one
-- with its sound key ("steam" -> "stm"); typo tolerance compares a word that starts none of them
-- by sound key (equal, or a prefix from three symbols) and by one-letter deletions.
ALTER TABLE search_words ADD COLUMN sound text;
CREATE INDEX search_words_sound_idx ON search_words (sound text_pattern_ops) WHERE sound IS NOT NULL;

-- Each Latin word of four letters or more with every one-letter deletion of it ("netflix" ->
-- "netflix", "etflix", ..., "netfli"): a query word matches when one of its own deletions (or itself)
-- is a variant of the word, which is one letter wrong, missing, extra or two swapped.
CREATE TABLE search_word_variants (
  variant text NOT NULL,
  word    text NOT NULL REFERENCES search_words (word) ON DELETE CASCADE,
  PRIMARY KEY (variant, word)
);

-- Trigram similarity over the vocabulary (002) is replaced by the rules above, which behave the same
-- on servers without pg_trgm, and articles are compared with strpos() (several times faster than
-- LIKE on PGlite, nothing to escape) over a few hundred short keys: 002's indexes for them go.
DROP INDEX IF EXISTS search_words_trgm_idx;
DROP INDEX IF EXISTS product_search_article_trgm_idx;
DROP INDEX IF EXISTS product_search_article_idx;
