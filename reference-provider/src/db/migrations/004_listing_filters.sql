-- 004: indexes for the listing filters and sort orders of API.md (price, purchases, currency).

CREATE INDEX products_price_idx     ON products (price_cents, id);
CREATE INDEX products_purchases_idx ON products (purchases DESC, id);
CREATE INDEX products_currency_idx  ON products (nominal_currency);
