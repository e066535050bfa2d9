-- 008: orders and payments (docs/payments-contract.md): orders made from the stored basket,
-- their lines, the balance ledger, the simulated acquirer's sessions (3-D Secure and the hosted page),
-- the nonces of signed forms already used, and the callbacks it sends. Card numbers and CVVs are
-- never stored: orders and sessions keep the brand and the last 4 digits only.

CREATE TABLE orders (
  id               text        PRIMARY KEY CHECK (id ~ '^[0-9A-Z]{20}$'),
  user_id          integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type             text        NOT NULL CHECK (type IN ('purchase', 'spending', 'balance')),
  status           text        NOT NULL DEFAULT 'init' CHECK (status IN ('init', 'paid', 'error')),
  method           text        CHECK (method IN ('card', 'hosted', 'pix', 'upi', 'sbp', 'balance', 'free')),
  reason           text        CHECK (reason IN ('declined', 'insufficient_funds', 'authentication_failed', 'cancelled',
                                                 'out_of_stock', 'insufficient_balance', 'balance_limit')),
  locale           text        NOT NULL CHECK (locale IN ('pt-BR', 'en', 'ru', 'hi')),
  subtotal_cents   integer     NOT NULL CHECK (subtotal_cents >= 0),
  total_cents      integer     NOT NULL CHECK (total_cents >= 0 AND total_cents <= subtotal_cents),
  promo_code_id    integer     REFERENCES promo_codes (id) ON DELETE SET NULL,
  promo_code       text,
  discount_percent integer     CHECK (discount_percent BETWEEN 1 AND 100),
  -- The caller's Idempotency-Key and the SHA-256 of what it asked, to tell a repeat from a reuse.
  idempotency_key  text        CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  request_hash     text        CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  card_brand       text        CHECK (card_brand IN ('MasterCard', 'Visa', 'Mir', 'AmericanExpress')),
  card_last4       text        CHECK (card_last4 ~ '^[0-9]{4}$'),
  -- Pix and UPI: the payer's first name only (never a CPF, account number or card data).
  payer_name       text        CHECK (char_length(payer_name) <= 50),
  -- UPI: {success_url, decline_url, cancel_url}.
  return_urls      jsonb       NOT NULL DEFAULT '{}',
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  paid_at          timestamptz,
  confirmed_at     timestamptz,
  CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  CHECK ((status = 'error') = (reason IS NOT NULL)),
  CHECK (type <> 'balance' OR total_cents > 0)
);

CREATE UNIQUE INDEX orders_idempotency_idx ON orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);

-- An order's lines, copied from the basket when the order was made.
CREATE TABLE order_items (
  order_id    text    NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position    integer NOT NULL CHECK (position > 0),
  product_id  integer NOT NULL REFERENCES products (id),
  price_cents integer NOT NULL CHECK (price_cents >= 0), -- the unit price then, before the discount
  paid_cents  integer NOT NULL CHECK (paid_cents >= 0 AND paid_cents <= price_cents), -- the unit price after it
  quantity    integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  PRIMARY KEY (order_id, position)
);

-- The codes an order delivered are its purchases.
ALTER TABLE purchases ADD COLUMN order_id text REFERENCES orders (id) ON DELETE SET NULL;
CREATE INDEX purchases_order_idx ON purchases (order_id, id) WHERE order_id IS NOT NULL;

-- The balance ledger: every move of users.balance_cents, one per order and kind.
CREATE TABLE balance_entries (
  id                  bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id             integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id            text        REFERENCES orders (id) ON DELETE SET NULL,
  kind                text        NOT NULL CHECK (kind IN ('top-up', 'spending')),
  amount_cents        integer     NOT NULL CHECK (amount_cents <> 0 AND (kind = 'top-up') = (amount_cents > 0)),
  balance_after_cents integer     NOT NULL CHECK (balance_after_cents >= 0),
  created_at          timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX balance_entries_order_idx ON balance_entries (order_id, kind) WHERE order_id IS NOT NULL;
CREATE INDEX balance_entries_user_idx ON balance_entries (user_id, id);

-- The simulated acquirer's sessions: a 3-D Secure challenge (MD kept as its SHA-256) or a hosted
-- payment page (its path token kept as its SHA-256). A 3-D Secure step of a hosted page names it.
CREATE TABLE acquirer_sessions (
  id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind         text        NOT NULL CHECK (kind IN ('3ds', 'hosted')),
  token_hash   text        NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  order_id     text        NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  parent_id    bigint      REFERENCES acquirer_sessions (id) ON DELETE CASCADE,
  status       text        NOT NULL DEFAULT 'pending'
                           CHECK (status IN ('pending', 'authorised', 'declined', 'cancelled', 'void')),
  amount_cents integer     NOT NULL CHECK (amount_cents > 0),
  currency     text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  card_brand   text        CHECK (card_brand IN ('MasterCard', 'Visa', 'Mir', 'AmericanExpress')),
  card_last4   text        CHECK (card_last4 ~ '^[0-9]{4}$'),
  pa_req       text,       -- 3ds: the opaque PaReq bound to this session
  pa_res       text,       -- 3ds: the result handed to the TermUrl once the shopper answered
  term_url     text,       -- 3ds: where the bank page posts back
  -- hosted: {ip, return_url, callback_url} of the signed form.
  request      jsonb       NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  finished_at  timestamptz
);

CREATE INDEX acquirer_sessions_order_idx ON acquirer_sessions (order_id) WHERE status = 'pending';

-- Nonces of signed forms already accepted, kept until the form expires.
CREATE TABLE acquirer_nonces (
  nonce      text        PRIMARY KEY CHECK (nonce ~ '^[A-Za-z0-9_-]{16,128}$'),
  expires_at timestamptz NOT NULL
);

-- Signed callbacks to the storefront and their delivery.
CREATE TABLE acquirer_callbacks (
  id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id     text        NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  url          text        NOT NULL,
  ip           text        NOT NULL,
  status       text        NOT NULL CHECK (status IN ('paid', 'declined')),
  attempts     integer     NOT NULL DEFAULT 0,
  last_result  text,
  delivered_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Receipts join the outbox.
ALTER TABLE mails DROP CONSTRAINT mails_kind_check;
ALTER TABLE mails ADD CONSTRAINT mails_kind_check
  CHECK (kind IN ('verify-email', 'password-reset', 'email-update', 'password-update', 'order-receipt', 'top-up-receipt'));
