-- 001: the catalogue (categories, countries, currencies, products, their texts and their codes).

CREATE TABLE categories (
  id             integer PRIMARY KEY CHECK (id > 0),
  name           text    NOT NULL CHECK (name <> ''),
  formatted_name text    NOT NULL UNIQUE CHECK (formatted_name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  svg_path       text    NOT NULL,
  position       integer NOT NULL UNIQUE CHECK (position > 0),
  platform       text    NOT NULL,
  brand_color    text    NOT NULL CHECK (brand_color ~ '^#[0-9a-fA-F]{6}$')
);

CREATE TABLE countries (
  id   integer PRIMARY KEY CHECK (id > 0),
  code text    NOT NULL UNIQUE CHECK (code ~ '^[A-Z]{2}$'),
  name text    -- English name; NULL for a region the shop names only by its code
);

CREATE TABLE currencies (
  id        integer PRIMARY KEY CHECK (id > 0), -- list order
  code_name text    NOT NULL UNIQUE CHECK (code_name <> ''),
  label     text    NOT NULL
);

CREATE TABLE products (
  id               integer     PRIMARY KEY CHECK (id > 0),
  category_id      integer     NOT NULL REFERENCES categories (id),
  country_code     text        REFERENCES countries (code),
  article          text        NOT NULL UNIQUE CHECK (article <> ''),
  product_code     text        NOT NULL CHECK (product_code <> ''),
  platform         text        NOT NULL,
  is_gift_card     boolean     NOT NULL,
  nominal_value    numeric(14, 2) NOT NULL CHECK (nominal_value >= 0),
  nominal_currency text        NOT NULL CHECK (nominal_currency <> ''),
  region_code      text        CHECK (region_code ~ '^[A-Z]{2}$'), -- NULL: works in every region
  price_cents      integer     NOT NULL CHECK (price_cents >= 0),
  old_price_cents  integer     CHECK (old_price_cents > price_cents), -- NULL: not discounted
  discount         integer     GENERATED ALWAYS AS (
                     CASE WHEN old_price_cents IS NULL THEN NULL
                          ELSE round(100 - price_cents * 100.0 / old_price_cents)::integer END
                   ) STORED,
  popularity       integer     NOT NULL DEFAULT 0,
  purchases        integer     NOT NULL DEFAULT 0 CHECK (purchases >= 0),
  is_new           boolean     NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX products_popular_idx  ON products (popularity DESC, id);
CREATE INDEX products_new_idx      ON products (created_at DESC, id) WHERE is_new;
CREATE INDEX products_discount_idx ON products (discount DESC, id) WHERE old_price_cents IS NOT NULL;
CREATE INDEX products_category_idx ON products (category_id, popularity DESC, id);
CREATE INDEX products_country_idx  ON products (country_code);

CREATE TABLE product_texts (
  product_id  integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  locale      text    NOT NULL CHECK (locale IN ('pt-BR', 'en', 'ru', 'hi')),
  name        text    NOT NULL CHECK (name <> ''),
  description text    NOT NULL,
  cover_text  text,
  PRIMARY KEY (product_id, locale)
);

CREATE TABLE product_codes (
  id         bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer     NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  code       text        NOT NULL UNIQUE CHECK (code <> ''),
  status     text        NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'reserved', 'sold')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Stock counts and allocation both look for a product's available codes.
CREATE INDEX product_codes_available_idx ON product_codes (product_id, id) WHERE status = 'available';
CREATE INDEX product_codes_product_idx   ON product_codes (product_id, status);
