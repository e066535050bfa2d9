-- 013: replayed basket sends apply once (docs/basket-contract.md "Replays"). Every queued
-- change carries a key the client made when it queued it and sends again on every retry; the keys an
-- account's basket applied are remembered for a bounded time (basket/store.ts, CHANGE_KEY_DAYS), so
-- a retry of a send whose answer was lost is answered with the basket without applying it again.

CREATE TABLE basket_change_keys (
  user_id    integer     NOT NULL REFERENCES baskets (user_id) ON DELETE CASCADE,
  key        text        NOT NULL CHECK (key ~ '^[A-Za-z0-9_-]{16,64}$'),
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Forgetting the keys older than the bound scans only those.
CREATE INDEX basket_change_keys_age_idx ON basket_change_keys (applied_at);
