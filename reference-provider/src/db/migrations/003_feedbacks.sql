-- 003: product reviews ("feedbacks" in the API). The migration's TypeScript step seeds the demo
-- reviews when the catalogue is already there (a database seeded before reviews existed).

CREATE TABLE feedbacks (
  id          integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id  integer     NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id     integer,    -- the author's account; migration 006 adds the table and the reference
  author_name text        NOT NULL CHECK (btrim(author_name) <> '' AND char_length(author_name) <= 64),
  rating      smallint    NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text        text        NOT NULL CHECK (char_length(text) <= 2000),
  locale      text        CHECK (locale IN ('pt-BR', 'en', 'ru', 'hi')), -- language it was written in, when known
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- A product's reviews, newest first (the API's order), and their count and average.
CREATE INDEX feedbacks_product_idx ON feedbacks (product_id, created_at DESC, id DESC);
