-- 007: baskets and promo codes (docs/basket-contract.md). Each account has one basket: its
-- lines (a product and a quantity, in the order they were first added) and the promo code applied
-- to it. Money stays in integer euro cents; the provider is the only place a discount is computed.
-- The seeded codes are written by this migration's step (migration-steps.ts, basket/promo-codes.ts).

CREATE TABLE promo_codes (
  id               integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code             text        NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{3,32}$'),
  discount_percent integer     NOT NULL CHECK (discount_percent BETWEEN 1 AND 100),
  starts_at        timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz CHECK (expires_at > starts_at), -- NULL: no end
  max_uses         integer     CHECK (max_uses > 0),           -- NULL: no limit
  used_count       integer     NOT NULL DEFAULT 0 CHECK (used_count >= 0 AND used_count <= COALESCE(max_uses, used_count)),
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- Codes are matched case-insensitively, so two codes may not differ only in case.
CREATE UNIQUE INDEX promo_codes_code_idx ON promo_codes (lower(code));

-- One row per account that has had a basket: the applied code, and the row a basket change locks.
CREATE TABLE baskets (
  user_id       integer     PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  promo_code_id integer     REFERENCES promo_codes (id) ON DELETE SET NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE basket_items (
  user_id    integer     NOT NULL REFERENCES baskets (user_id) ON DELETE CASCADE,
  product_id integer     NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity   integer     NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  -- The line's place in the basket: lines keep the order in which they were first added (several
  -- lines added by one change share added_at, the transaction's time, so it cannot order them).
  position   integer     NOT NULL CHECK (position > 0),
  added_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

CREATE INDEX basket_items_order_idx ON basket_items (user_id, position);
