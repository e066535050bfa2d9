-- 014: an order line keeps what the whole line costs after the discount, not a unit price rounded on
-- its own. The order's discount is shared among its lines by the largest remainder method
-- (basket/promo-codes.ts `shareDiscount`), so the lines add up to the total charged; each line's
-- amount is then spread over its units, one purchase each, which add up to the line
-- (`unitAmounts`). A unit price after the discount could not say that: 3 × 4,67 € + 1,52 € is
-- 15,53 € where 15,52 € was charged.

ALTER TABLE order_items ADD COLUMN paid_total_cents integer;
-- Lines made before: their units were all charged the same rounded unit price.
UPDATE order_items SET paid_total_cents = paid_cents * quantity;
ALTER TABLE order_items ALTER COLUMN paid_total_cents SET NOT NULL;
ALTER TABLE order_items ADD CONSTRAINT order_items_paid_total_check
  CHECK (paid_total_cents >= 0 AND paid_total_cents::bigint <= price_cents::bigint * quantity);
ALTER TABLE order_items DROP COLUMN paid_cents;
