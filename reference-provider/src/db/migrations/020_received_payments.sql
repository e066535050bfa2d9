-- 020: a payment the acquirer or the PSP accepted is recorded on its order before the order is
-- settled (payments/settle.ts `acceptPayment`), in a commit of its own. So a settlement that fails
-- after the money came in (a product sold out meanwhile, the process stopping half-way) never leaves
-- the order without a trace: it is settled again (on the shopper's retry, by the recovery round of
-- payments/recovery.ts) or, when it cannot be delivered, the amount received is credited to the
-- account's balance (a `refund` ledger entry) and the order records how much.
ALTER TABLE orders ADD COLUMN received_cents integer CHECK (received_cents >= 0);
ALTER TABLE orders ADD COLUMN received_at timestamptz;
ALTER TABLE orders ADD COLUMN refunded_cents integer CHECK (refunded_cents >= 0);
ALTER TABLE orders ADD COLUMN refunded_at timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_received_check CHECK ((received_at IS NULL) = (received_cents IS NULL));
ALTER TABLE orders ADD CONSTRAINT orders_refunded_check
  CHECK ((refunded_at IS NULL) = (refunded_cents IS NULL) AND (refunded_at IS NULL OR (received_at IS NOT NULL AND status = 'error')));

-- `not_delivered`: received, but the settlement kept failing for longer than the recovery waits.
ALTER TABLE orders DROP CONSTRAINT orders_reason_check;
ALTER TABLE orders ADD CONSTRAINT orders_reason_check
  CHECK (reason IN ('declined', 'insufficient_funds', 'authentication_failed', 'cancelled',
                    'out_of_stock', 'insufficient_balance', 'balance_limit', 'promo_already_used', 'not_delivered'));

-- The recovery round finds the received orders that are neither paid nor refunded.
CREATE INDEX orders_received_open_idx ON orders (received_at) WHERE received_at IS NOT NULL AND refunded_at IS NULL AND status <> 'paid';

ALTER TABLE balance_entries DROP CONSTRAINT balance_entries_kind_check;
ALTER TABLE balance_entries ADD CONSTRAINT balance_entries_kind_check CHECK (kind IN ('top-up', 'spending', 'refund'));
ALTER TABLE balance_entries DROP CONSTRAINT balance_entries_check;
ALTER TABLE balance_entries ADD CONSTRAINT balance_entries_amount_cents_check
  CHECK (amount_cents <> 0 AND (kind = 'spending') = (amount_cents < 0));

-- The shopper is told of a refund by a mail of its own.
ALTER TABLE mails DROP CONSTRAINT mails_kind_check;
ALTER TABLE mails ADD CONSTRAINT mails_kind_check
  CHECK (kind IN ('verify-email', 'password-reset', 'email-update', 'password-update', 'order-receipt', 'top-up-receipt', 'email-update-notice', 'stock-alert', 'order-refund'));
