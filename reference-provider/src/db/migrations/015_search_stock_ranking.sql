-- 015: search ranks what a shopper can buy before what is sold out, and reads a typed nominal or
-- currency among the articles too. search_matches now says whether a product has a code on sale
-- (in_stock). Within the same relevance (012: a name's rank, or an article's, then the score, which
-- counts whole words and the nominal the text names) the products on sale come first, before
-- popularity for names and before the code for articles; "google play" no longer opens on a sold-out
-- card. Articles are now ordered by the score too, and src/search/terms.ts puts the typed currency
-- in q_nominal beside the numbers: "1 000 ₽" lists STM-RU-1000 before the other articles holding
-- "1000". The listing's relevance order (src/catalogue/listing.ts) follows the same rule.

DROP FUNCTION search_hints(tsquery, tsquery, tsquery, text, text, text, boolean, text, integer);
DROP FUNCTION search_matches(tsquery, tsquery, tsquery, text, text, text, boolean);

CREATE FUNCTION search_matches(
  q_words tsquery, q_whole tsquery, q_nominal tsquery, q_exact text, q_prefix text, q_key text, q_key_inside boolean
) RETURNS TABLE (product_id integer, name_rank integer, score integer, article_rank integer, in_stock boolean)
LANGUAGE sql STABLE AS $$
  SELECT m.product_id, m.name_rank, m.score, m.article_rank,
    EXISTS (SELECT 1 FROM product_codes c WHERE c.product_id = m.product_id AND c.status = 'available') AS in_stock
  FROM (
    SELECT s.product_id,
      CASE WHEN s.words @@ q_words THEN
        CASE WHEN strpos(s.names, q_exact) > 0 THEN 0 WHEN strpos(s.names, q_prefix) > 0 THEN 1 ELSE 2 END
      END AS name_rank,
      CASE WHEN s.words @@ q_whole THEN 1 ELSE 0 END + CASE WHEN s.words @@ q_nominal THEN 1 ELSE 0 END AS score,
      CASE WHEN s.article_key = q_key THEN 0
        WHEN strpos(s.article_key, q_key) = 1 THEN 1
        WHEN q_key_inside AND strpos(s.article_key, q_key) > 0 THEN 2
      END AS article_rank
    FROM product_search s
    WHERE s.words @@ q_words OR strpos(s.article_key, q_key) > 0
  ) m
  WHERE m.name_rank IS NOT NULL OR m.article_rank IS NOT NULL
$$;

CREATE FUNCTION search_hints(
  q_words tsquery, q_whole tsquery, q_nominal tsquery, q_exact text, q_prefix text, q_key text, q_key_inside boolean,
  q_locale text, q_limit integer
) RETURNS TABLE (kind text, id integer, name text, article text, price integer, pos bigint)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH m AS (
    SELECT sm.product_id AS pid, sm.name_rank, sm.score, sm.article_rank, sm.in_stock, p.price_cents, p.popularity,
      s.article AS code, COALESCE(s.display_names ->> q_locale, s.display_names ->> 'en') AS display
    FROM search_matches(q_words, q_whole, q_nominal, q_exact, q_prefix, q_key, q_key_inside) sm
    JOIN product_search s ON s.product_id = sm.product_id
    JOIN products p ON p.id = sm.product_id
  ), best AS (
    -- One row per name: its best product (one on sale before a sold-out one).
    SELECT DISTINCT ON (m.display) m.* FROM m
    WHERE m.name_rank IS NOT NULL AND m.display IS NOT NULL
    ORDER BY m.display, m.name_rank, m.score DESC, m.in_stock DESC, m.popularity DESC, m.pid
  )
  SELECT h.kind, h.pid, h.display, h.code, h.price_cents, h.pos
  FROM (
    SELECT 'name'::text AS kind, b.pid, b.display, b.code, b.price_cents,
      row_number() OVER (ORDER BY b.name_rank, b.score DESC, b.in_stock DESC, b.popularity DESC, b.pid) AS pos
    FROM best b
    UNION ALL
    SELECT 'article'::text, m.pid, COALESCE(m.display, m.code), m.code, m.price_cents,
      row_number() OVER (ORDER BY m.article_rank, m.score DESC, m.in_stock DESC, m.code COLLATE "C", m.pid)
    FROM m WHERE m.article_rank IS NOT NULL
  ) h
  WHERE h.pos <= q_limit
  ORDER BY h.kind DESC, h.pos;
END
$$;
