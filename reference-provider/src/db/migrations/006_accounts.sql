-- 006: accounts: users, their bearer tokens, the single-use tokens of e-mailed links, the
-- mail outbox and purchases. Secrets are never stored: passwords as scrypt hashes (with their salt and
-- parameters, "scrypt$N$r$p$salt$hash"), tokens as the hex SHA-256 of the token.

CREATE TABLE users (
  id            integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email         text        NOT NULL UNIQUE CHECK (email <> '' AND char_length(email) <= 128), -- stored lower-cased
  name          text        NOT NULL CHECK (name <> '' AND char_length(name) <= 64),
  password_hash text        NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  verified      boolean     NOT NULL DEFAULT false,
  balance_cents integer     NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Bearer tokens (API "Authorization: Bearer ..."): 30 days, revoked on logout, reset or password change.
CREATE TABLE access_tokens (
  id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash   text        NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id      integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  last_used_at timestamptz
);

CREATE INDEX access_tokens_user_idx ON access_tokens (user_id) WHERE revoked_at IS NULL;

-- The tokens of e-mailed links, each usable once before it expires. `payload` carries what the
-- confirmation applies: {"email": ...} for an e-mail change, {"password_hash": ...} for a password change.
CREATE TABLE one_time_tokens (
  id         bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text        NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id    integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       text        NOT NULL CHECK (kind IN ('verify-email', 'password-reset', 'email-update', 'password-update')),
  payload    jsonb       NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, kind) WHERE used_at IS NULL;

-- Every mail the provider sends, kept for GET /dev/mail (and sent through SMTP when SMTP_URL is set).
CREATE TABLE mails (
  id         integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient  text        NOT NULL,
  subject    text        NOT NULL,
  kind       text        NOT NULL CHECK (kind IN ('verify-email', 'password-reset', 'email-update', 'password-update')),
  locale     text        NOT NULL CHECK (locale IN ('pt-BR', 'en', 'ru', 'hi')),
  text       text        NOT NULL,
  html       text        NOT NULL,
  links      jsonb       NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX mails_recipient_idx ON mails (recipient, id DESC);

-- A delivered code: each code of the inventory is sold at most once.
CREATE TABLE purchases (
  id              integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id      integer     NOT NULL REFERENCES products (id),
  product_code_id bigint      NOT NULL UNIQUE REFERENCES product_codes (id),
  price_cents     integer     NOT NULL CHECK (price_cents >= 0),
  purchased_at    timestamptz NOT NULL DEFAULT now()
);

-- A user's purchases, newest first (the API's order).
CREATE INDEX purchases_user_idx ON purchases (user_id, purchased_at DESC, id DESC);

-- Migration 003 left feedbacks.user_id without a reference for want of this table.
ALTER TABLE feedbacks
  ADD CONSTRAINT feedbacks_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;
