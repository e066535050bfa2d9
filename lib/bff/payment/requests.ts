// What the browser sends the BFF's payment routes (docs/payments-contract.md, "BFF"), as zod
// schemas with the provider's rules, so a mistake is answered 422 in the shopper's language before
// any provider call. Messages are keys of the "Validation" namespace where one fits; anything else
// reads as Api.invalidFields (lib/bff/parse.ts).
import 'server-only';
import { z } from 'zod';
import { makeCardPaymentSchema } from '@/lib/payment/card';
import { pixFormSchema } from '@/lib/payment/cpf';
import { upiFormSchema } from '@/lib/payment/upi-form';
import { CHARGE_CURRENCIES, ORDER_TYPES, QUOTE_ID_PATTERN, TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@/lib/types/payment';
import { ORDER_ID } from './config';

/** An order id as the browser sends it. A malformed one is the provider's to answer (404, like an unknown one). */
export const orderIdField = z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'orderIdInvalid');

/** Path params: a malformed order id names nothing (404 without a provider call). */
export const isOrderIdParam = (params: Record<string, string>, name: string) => ORDER_ID.test(params[name] ?? '');

const topUp = z.number({ error: 'replenishmentInvalid' }).int('replenishmentInvalid').min(TOP_UP_MIN_CENTS, 'replenishmentInvalid').max(TOP_UP_MAX_CENTS, 'replenishmentInvalid');

/** POST /api/orders/create {type, replenishmentValue?}: a top-up needs its amount (100 € to 1 000 000 €). */
export const createOrderSchema = z
  .object({
    type: z.enum(ORDER_TYPES).default('purchase'),
    replenishmentValue: z.unknown().optional(),
  })
  .transform((value, ctx) => {
    if (value.type !== 'balance') return { type: value.type };
    const amount = topUp.safeParse(value.replenishmentValue);
    if (!amount.success) {
      ctx.addIssue({ code: 'custom', path: ['replenishmentValue'], message: value.replenishmentValue === undefined ? 'required' : 'replenishmentInvalid' });
      return z.NEVER;
    }
    return { type: value.type, replenishmentValue: amount.data };
  });

/** POST /api/payment-sbp {type, value?}: a top-up's value is its amount; a purchase's, when given, the total shown. */
export const sbpOrderRequestSchema = z
  .object({
    type: z.enum(['purchase', 'balance']),
    value: z.unknown().optional(),
  })
  .transform((input, ctx) => {
    if (input.type === 'balance') {
      const amount = topUp.safeParse(input.value);
      if (!amount.success) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: input.value === undefined ? 'required' : 'replenishmentInvalid' });
        return z.NEVER;
      }
      return { type: input.type, value: amount.data };
    }
    if (input.value === undefined || input.value === null) return { type: input.type };
    const total = z.number().int().positive().safeParse(input.value);
    if (!total.success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'invalidAmount' });
      return z.NEVER;
    }
    return { type: input.type, value: total.data };
  });

const browserNumber = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'browserInfoInvalid') })
    .int('browserInfoInvalid')
    .min(min, 'browserInfoInvalid')
    .max(max, 'browserInfoInvalid');

/** The card payment's other fields: the order and what the browser tells the acquirer about itself. */
const cardPaymentExtras = z.object({
  orderId: orderIdField,
  screenHeight: browserNumber(1, 100_000),
  screenWidth: browserNumber(1, 100_000),
  timeZoneOffset: browserNumber(-900, 900),
});

/**
 * POST /api/payment {orderId, card_number, month, year, cvc, screenHeight, screenWidth,
 * timeZoneOffset}: the card rules of lib/payment/card.ts (number as typed, output its digits).
 */
export function makeCardPaymentRequestSchema(options: Parameters<typeof makeCardPaymentSchema>[0] = {}) {
  return z.intersection(cardPaymentExtras, makeCardPaymentSchema(options));
}

export const cardPaymentRequestSchema = makeCardPaymentRequestSchema();

/** POST /api/card-type {number}: the first 8 digits. */
export const cardTypeRequestSchema = z.object({
  number: z.string({ error: 'required' }).regex(/^\d{8}$/, 'cardTypeNumberInvalid'),
});

// ---------------------------------------------------------------------------------------------
// Pix and UPI in reais and rupees (docs/payments-contract.md "Charges in reais and rupees")
// ---------------------------------------------------------------------------------------------

/** GET /api/payment/quote?currency=BRL|INR. */
export const quoteQuerySchema = z.object({ currency: z.enum(CHARGE_CURRENCIES) });

/**
 * The quote whose amount the checkout showed: required where the provider gives quotes (the route
 * checks, lib/bff/payment/shown-amount.ts), so the storefront never creates a Pix or UPI order for a
 * sum in reais or rupees the shopper did not see. Without quotes, `amount`: the euro total shown
 * (cents); the amount charged is then read from the provider's code and shown before paying.
 */
const shownFields = {
  quote_id: z.string({ error: 'required' }).regex(QUOTE_ID_PATTERN, 'required').optional(),
  amount: z.number({ error: 'required' }).int('required').nonnegative('required').max(100_000_000, 'required').optional(),
};

/** POST /api/orders/create-qr: the Pix form and the quote (or the euro total shown). */
export const pixOrderRequestSchema = pixFormSchema.extend(shownFields);
/** POST /api/orders/create-upi: the UPI form and the quote (or the euro total shown). */
export const upiOrderRequestSchema = upiFormSchema.extend(shownFields);
