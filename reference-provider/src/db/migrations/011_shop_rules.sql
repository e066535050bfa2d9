-- 011: rules the shop states. A promo code may be limited per account (WELCOME10: once
-- per account); a paid order that carried a code is that account's use of it, so the orders are the
-- record and the index below finds them. An order whose code the account used up meanwhile is
-- refused at settlement with its own reason. Reviews are marked "verified purchase" when their author
-- bought the product, which the purchases index answers.

ALTER TABLE promo_codes ADD COLUMN max_uses_per_account integer CHECK (max_uses_per_account > 0); -- NULL: no limit per account
UPDATE promo_codes SET max_uses_per_account = 1 WHERE lower(code) = 'welcome10';

CREATE INDEX orders_promo_use_idx ON orders (user_id, promo_code_id) WHERE status = 'paid' AND promo_code_id IS NOT NULL;

ALTER TABLE orders DROP CONSTRAINT orders_reason_check;
ALTER TABLE orders ADD CONSTRAINT orders_reason_check
  CHECK (reason IN ('declined', 'insufficient_funds', 'authentication_failed', 'cancelled',
                    'out_of_stock', 'insufficient_balance', 'balance_limit', 'promo_already_used'));

CREATE INDEX purchases_buyer_idx ON purchases (user_id, product_id);
