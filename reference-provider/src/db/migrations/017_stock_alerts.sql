-- 017: back-in-stock alerts (accounts/stock-alerts.ts): a shopper asks to hear, in the language they
-- asked in, when a sold-out product gets codes again. One alert per account and product; it is mailed
-- once, in the transaction that adds the codes, and removed.
CREATE TABLE stock_alerts (
  id         integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer     NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  locale     text        NOT NULL CHECK (locale IN ('pt-BR', 'en', 'ru', 'hi')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id)
);

-- The alerts a restock sends.
CREATE INDEX stock_alerts_product_idx ON stock_alerts (product_id);

ALTER TABLE mails DROP CONSTRAINT mails_kind_check;
ALTER TABLE mails ADD CONSTRAINT mails_kind_check
  CHECK (kind IN ('verify-email', 'password-reset', 'email-update', 'password-update', 'order-receipt', 'top-up-receipt', 'email-update-notice', 'stock-alert'));
