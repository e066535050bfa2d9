-- 010: charging Pix in reais and UPI in rupees (docs/payments-contract.md "Charges in
-- reais and rupees"). Prices stay in euro cents; a Pix (or SBP) order is charged in BRL and a UPI
-- order in INR, converted at the rate of a quote the shopper was shown. Rates are exact decimals kept
-- as integer micro-units (rate × 1 000 000), never floats; converted amounts are whole centavos/paise.

-- The current rate of one euro in each charge currency; changed through PATCH /dev/rates/{currency}.
CREATE TABLE exchange_rates (
  currency    text        PRIMARY KEY CHECK (currency IN ('BRL', 'INR')),
  rate_micros bigint      NOT NULL CHECK (rate_micros > 0 AND rate_micros <= 1000000000000),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Realistic seed rates: 1 € = R$ 6.2001 and 1 € = ₹ 98.4537.
INSERT INTO exchange_rates (currency, rate_micros) VALUES ('BRL', 6200100), ('INR', 98453700)
  ON CONFLICT (currency) DO NOTHING;

-- A quote: the converted amount of an account's basket total at one rate, held until expires_at.
-- Creating a Pix/UPI order with its id charges that amount while the quote holds.
CREATE TABLE payment_quotes (
  id           text        PRIMARY KEY CHECK (id ~ '^[0-9A-Z]{20}$'),
  user_id      integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  currency     text        NOT NULL CHECK (currency IN ('BRL', 'INR')),
  total_cents  integer     NOT NULL CHECK (total_cents >= 0),
  rate_micros  bigint      NOT NULL CHECK (rate_micros > 0),
  amount_minor bigint      NOT NULL CHECK (amount_minor >= 0),
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL CHECK (expires_at > created_at)
);

CREATE INDEX payment_quotes_user_idx ON payment_quotes (user_id, currency, expires_at DESC);
CREATE INDEX payment_quotes_expiry_idx ON payment_quotes (expires_at);

-- What a Pix, UPI or SBP order charges: the currency, the converted amount in its minor unit, the
-- rate it was converted at and when that rate was quoted. NULL for card, hosted, balance and free
-- orders (they are charged the euro total) and for QR orders made before this migration.
ALTER TABLE orders ADD COLUMN charge_currency    text        CHECK (charge_currency IN ('BRL', 'INR'));
ALTER TABLE orders ADD COLUMN charge_amount      bigint      CHECK (charge_amount > 0);
ALTER TABLE orders ADD COLUMN charge_rate_micros bigint      CHECK (charge_rate_micros > 0);
ALTER TABLE orders ADD COLUMN charge_quoted_at   timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_charge_whole CHECK (
  (charge_currency IS NULL) = (charge_amount IS NULL)
  AND (charge_currency IS NULL) = (charge_rate_micros IS NULL)
  AND (charge_currency IS NULL) = (charge_quoted_at IS NULL)
);
