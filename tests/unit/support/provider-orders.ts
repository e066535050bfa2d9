// Orders as the provider answers the BFF's payment routes, and the Pix BR Code and UPI link the
// reference provider builds for an order (its own Pix key and UPI address), for the BFF route tests.
import { buildBrCode } from '@/lib/payment/br-code';
import { buildUpiLink } from '@/lib/payment/upi';

export const ORDER_ID = 'A1B2C3D4E5F6G7H8J9K0';

/** An unpaid purchase of 28.32 € (31.47 € less WELCOME10's 10 %) with the given lines, as the provider sends it. */
export function providerOrderWith(items: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    id: ORDER_ID,
    type: 'purchase',
    status: 'init',
    method: null,
    reason: null,
    subtotal: 3147,
    total: 2832,
    promo: { code: 'WELCOME10', discount: 10 },
    replenishment: null,
    items,
    codes: null,
    card: null,
    charge: null,
    created_at: '2026-05-01T10:00:00.000Z',
    paid_at: null,
    ...overrides,
  };
}

/** The single-use Pix BR Code the reference provider gives for `amountCents` reais cents. */
export const brCode = (amountCents: number, txid = ORDER_ID) =>
  buildBrCode({ key: 'pix@reference-provider.example', merchantName: 'Reference Provider', merchantCity: 'Sao Paulo', amountCents, txid, singleUse: true });

/** The upi:// link the reference provider gives for `amountCents` paise of the order. */
export const upiLink = (amountCents: number, currency: 'INR' = 'INR') =>
  buildUpiLink({ vpa: 'referenceshop@okaxis', payeeName: 'Reference Provider', amountCents, currency, note: `Order ${ORDER_ID}`, reference: ORDER_ID });
