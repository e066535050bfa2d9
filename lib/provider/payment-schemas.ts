// zod schemas of the provider's order and payment answers (docs/payments-contract.md, "Provider
// API"). The shapes are the contract's, declared once in lib/contracts/payment.ts; what is only the
// provider's is here: its Pix, UPI and SBP payloads must charge the order (read with
// lib/payment/br-code.ts and lib/payment/upi.ts), and the two calls the browser never sees.
// Every answer is parsed before the BFF reads it: a provider that drifts from the contract shows up
// as one clear 502, never as a half-read order on screen.
import { z } from 'zod';
import {
  createdOrderSchema,
  failureReasonSchema,
  orderStatusSchema,
  orderSchema,
  paymentConfirmationSchema,
  pixOrderSchema as pixOrderShape,
  sbpOrderAnswerSchema,
  upiOrderSchema as upiOrderShape,
} from '@/lib/contracts/payment';
import { parseBrCode } from '@/lib/payment/br-code';
import { parseUpiLink } from '@/lib/payment/upi';
import { ORDER_ID_PATTERN } from '@/lib/types/payment';

// The contract's schemas, with the Pix and UPI ones below in place of the contract's (a local export
// takes precedence over `export *`); the provider's SBP answer has its own name, providerSbpOrderSchema.
export * from '@/lib/contracts/payment';
export { ORDER_ID_PATTERN };

const orderId = z.string().regex(ORDER_ID_PATTERN);

/** Whether a BR Code is valid, in reais, for exactly the order's charge, and names the order. */
function brCodeChargesOrder(payload: string, created: z.infer<typeof createdOrderSchema>): boolean {
  const code = parseBrCode(payload);
  const charge = created.order.charge;
  return code.ok && charge?.currency === 'BRL' && code.code.amountCents === charge.amount && code.code.txid === created.order_id;
}

/**
 * POST /api/orders/create-qr: Pix. The BR Code is read before anyone sees it: a valid code, in
 * reais, for exactly the order's charge and naming the order, or the answer is the provider's
 * mistake (502) rather than a QR that charges the wrong sum.
 */
export const pixOrderSchema = pixOrderShape.superRefine((created, ctx) => {
  if (!brCodeChargesOrder(created.qr.payload, created)) {
    ctx.addIssue({ code: 'custom', path: ['qr', 'payload'], message: 'the BR Code does not charge the order in reais' });
  }
});
/** POST /api/orders/create-upi: the link charges the order's rupees and names the order. */
export const upiOrderSchema = upiOrderShape.superRefine((created, ctx) => {
  const link = parseUpiLink(created.upi.link);
  const charge = created.order.charge;
  if (!link.ok || charge?.currency !== 'INR' || link.link.amountCents !== charge.amount || link.link.reference !== created.order_id) {
    ctx.addIssue({ code: 'custom', path: ['upi', 'link'], message: 'the UPI link does not charge the order in rupees' });
  }
});
/** POST /api/payment-sbp: a BR Code too, so in reais like Pix. */
export const providerSbpOrderSchema = sbpOrderAnswerSchema.superRefine((created, ctx) => {
  if (!brCodeChargesOrder(created.sbp.payload, created)) {
    ctx.addIssue({ code: 'custom', path: ['sbp', 'payload'], message: 'the BR Code does not charge the order in reais' });
  }
});

/** POST /api/payment/3ds-complete (the bank page's return; the browser gets a redirect, not this). */
export const threeDsCompleteSchema = z.object({ order_id: orderId, status: orderStatusSchema, reason: failureReasonSchema.nullable() });

/** POST /api/orders/confirm/{id} without a bearer: the acquirer's callback, verified again. */
export const acquirerConfirmationSchema = z.object({ order_id: orderId, status: orderStatusSchema, confirmed: z.boolean() });

export type ProviderOrder = z.infer<typeof orderSchema>;
export type ProviderCreatedOrder = z.infer<typeof createdOrderSchema>;
export type ProviderPaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;
