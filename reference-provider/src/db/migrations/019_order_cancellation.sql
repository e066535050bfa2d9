-- 019: a shopper may cancel an order they have not paid (payments/order-history.ts). A cancelled
-- order stays `error` with reason `cancelled`, and `cancelled_at` makes that final: no attempt,
-- callback or switch settles it afterwards (a failed attempt alone is never final).
ALTER TABLE orders ADD COLUMN cancelled_at timestamptz;
-- The order history pages through an account's orders newest first, the id breaking ties.
DROP INDEX orders_user_idx;
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC);
