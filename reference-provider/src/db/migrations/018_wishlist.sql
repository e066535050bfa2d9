-- 018: wishlists (docs/wishlist-contract.md). Each account keeps products it wishes for, with the
-- price and stock state they had when added, so the list can say "price dropped from X to Y" and
-- "back in stock". A product is in an account's list at most once; adding it again keeps the first
-- snapshot. The bound on the list's size (200) is the provider's rule, checked under the account's
-- row lock, not a constraint here.

CREATE TABLE wishlist_items (
  user_id           integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id        integer     NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  added_price_cents integer     NOT NULL CHECK (added_price_cents >= 0),
  added_in_stock    boolean     NOT NULL,
  added_at          timestamptz NOT NULL DEFAULT now(),
  -- Newest first: several products added by one call share added_at, so this orders them.
  seq               bigint      GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (user_id, product_id)
);

CREATE INDEX wishlist_items_order_idx ON wishlist_items (user_id, seq DESC);
