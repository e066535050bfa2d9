// Whether a value is an order id (docs/payments-contract.md "Shapes": 20 characters [0-9A-Z]), the
// one check that the browser (before it sends an id to the BFF) and the BFF's payment routes (before
// they call the provider with one) share. Browser-safe.
import { ORDER_ID_PATTERN } from '@/lib/types/payment';

export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && ORDER_ID_PATTERN.test(value);
}
