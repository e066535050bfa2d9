-- 012: search that understands how people type: brand names typed in Cyrillic or
-- Devanagari, shoppers' abbreviations, typos in any word, nominals with their currency. TypeScript
-- reads the shopper's text (src/search/terms.ts, similar.ts) and writes the rows below
-- (src/search/documents.ts; the migration's TypeScript step for the products already there); the
-- functions at the end run the match over them.
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

-- The match of a search, in one place for the listing and the hints (src/search/queries.ts passes
-- what src/search/terms.ts computed from the text). A product matches by name when its words
-- satisfy q_words; name_rank 0: a name equals the text, 1: a name starts with it, 2: the words.
-- score: 1 for every word whole (q_whole), 1 more for the text's numbers being the nominal
-- (q_nominal). By article when the compact article equals (0), starts with (1) or, with
-- q_key_inside, contains (2) q_key. A NULL argument matches nothing (or adds nothing to the score).
-- A SQL function: the planner inlines it into the query that calls it.
CREATE FUNCTION search_matches(
  q_words tsquery, q_whole tsquery, q_nominal tsquery, q_exact text, q_prefix text, q_key text, q_key_inside boolean
) RETURNS TABLE (product_id integer, name_rank integer, score integer, article_rank integer)
LANGUAGE sql STABLE AS $$
  SELECT m.product_id, m.name_rank, m.score, m.article_rank
  FROM (
    SELECT s.product_id,
      CASE WHEN s.words @@ q_words THEN
        CASE WHEN strpos(s.names, q_exact) > 0 THEN 0 WHEN strpos(s.names, q_prefix) > 0 THEN 1 ELSE 2 END
      END AS name_rank,
      CASE WHEN s.words @@ q_whole THEN 1 ELSE 0 END + CASE WHEN s.words @@ q_nominal THEN 1 ELSE 0 END AS score,
      -- strpos, not LIKE: nothing to escape, and several times faster on PGlite; the first place
      -- the key occurs is 1 exactly when the article starts with it.
      CASE WHEN s.article_key = q_key THEN 0
        WHEN strpos(s.article_key, q_key) = 1 THEN 1
        WHEN q_key_inside AND strpos(s.article_key, q_key) > 0 THEN 2
      END AS article_rank
    FROM product_search s
    WHERE s.words @@ q_words OR strpos(s.article_key, q_key) > 0
  ) m
  WHERE m.name_rank IS NOT NULL OR m.article_rank IS NOT NULL
$$;

-- The hints (API.md "Search"): up to q_limit names in q_locale (English when a product has no
-- name in it), each shown with its best product (cover and price), and up to q_limit articles,
-- best first (pos 1, 2...). PL/pgSQL keeps the statement's plan for the
-- session: planning the query cost as much as running it, on every keystroke a shopper pauses on.
CREATE FUNCTION search_hints(
  q_words tsquery, q_whole tsquery, q_nominal tsquery, q_exact text, q_prefix text, q_key text, q_key_inside boolean,
  q_locale text, q_limit integer
) RETURNS TABLE (kind text, id integer, name text, article text, price integer, pos bigint)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH m AS (
    SELECT sm.product_id AS pid, sm.name_rank, sm.score, sm.article_rank, p.price_cents, p.popularity, s.article AS code,
      COALESCE(s.display_names ->> q_locale, s.display_names ->> 'en') AS display
    FROM search_matches(q_words, q_whole, q_nominal, q_exact, q_prefix, q_key, q_key_inside) sm
    JOIN product_search s ON s.product_id = sm.product_id
    JOIN products p ON p.id = sm.product_id
  ), best AS (
    -- One row per name: its best product.
    SELECT DISTINCT ON (m.display) m.* FROM m
    WHERE m.name_rank IS NOT NULL AND m.display IS NOT NULL
    ORDER BY m.display, m.name_rank, m.score DESC, m.popularity DESC, m.pid
  )
  SELECT h.kind, h.pid, h.display, h.code, h.price_cents, h.pos
  FROM (
    SELECT 'name'::text AS kind, b.pid, b.display, b.code, b.price_cents,
      row_number() OVER (ORDER BY b.name_rank, b.score DESC, b.popularity DESC, b.pid) AS pos
    FROM best b
    UNION ALL
    SELECT 'article'::text, m.pid, COALESCE(m.display, m.code), m.code, m.price_cents,
      row_number() OVER (ORDER BY m.article_rank, m.code COLLATE "C", m.pid)
    FROM m WHERE m.article_rank IS NOT NULL
  ) h
  WHERE h.pos <= q_limit
  ORDER BY h.kind DESC, h.pos;
END
$$;

-- Typo tolerance (src/search/similar.ts has the rules and their thresholds, passed here): for each
-- query word (index i, as typed, in Latin letters, its sound key) that starts no word of the
-- vocabulary, the words with the same sound key (how 0), one letter away (1: one of the word's
-- variants d_variant, listed by d_i, is a variant of theirs) or whose sound key its own starts (2).
-- A row with a NULL word says the query word is unknown. PL/pgSQL, for its kept plan.
CREATE FUNCTION search_similar_words(
  q_i integer[], q_typed text[], q_latin text[], q_sound text[], d_i integer[], d_variant text[],
  min_sound integer, min_sound_prefix integer
) RETURNS TABLE (i integer, word text, how integer)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH q AS (
    SELECT * FROM unnest(q_i, q_typed, q_latin, q_sound) AS q (qi, typed, latin, sound)
  ), unknown AS (
    -- Words hold only letters, digits and marks, and sound keys only letters: no LIKE wildcard.
    SELECT q.qi, q.sound FROM q
    WHERE NOT EXISTS (SELECT 1 FROM search_words k WHERE k.word LIKE q.typed || '%' OR k.word LIKE q.latin || '%')
  )
  SELECT u.qi, NULL::text, NULL::integer FROM unknown u
  UNION ALL
  SELECT u.qi, v.word, CASE WHEN v.sound = u.sound THEN 0 ELSE 2 END
  FROM unknown u JOIN search_words v
    ON length(u.sound) >= min_sound AND (v.sound = u.sound OR (length(u.sound) >= min_sound_prefix AND v.sound LIKE u.sound || '%'))
  UNION ALL
  SELECT DISTINCT u.qi, w.word, 1
  FROM unknown u JOIN unnest(d_i, d_variant) AS d (di, variant) ON d.di = u.qi
    JOIN search_word_variants w ON w.variant = d.variant;
END
$$;
