-- 005: what search answers show, kept beside what it matches, so hints read one table: each
-- product's name in every language as written, and its article. The migration's TypeScript step
-- rewrites the search rows (src/search/documents.ts) with them.

ALTER TABLE product_search
  ADD COLUMN display_names jsonb NOT NULL DEFAULT '{}', -- {"pt-BR": "Cartão-presente Steam 50 BRL (Brasil)", "en": ...}
  ADD COLUMN article       text  NOT NULL DEFAULT '';   -- "STM-BR-050"
