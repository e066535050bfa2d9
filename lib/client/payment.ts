// The browser's calls to the BFF's payment routes (docs/payments-contract.md, "BFF"), through the
// one request function (./request.ts). Every answer is parsed with the contract's schemas
// (lib/contracts/payment.ts; zod is fine here: the payment screens load with lazy islands). Every
// call that creates an order carries the checkout attempt's Idempotency-Key, so a double click or a
// retry creates one order. Card fields go in a JSON body to the same origin only; nothing here
// stores them.
import type { z } from 'zod';
import * as contract from '@/lib/contracts/payment';
import type { CardPaymentFields } from '@/lib/payment/card';
import type { PixFormOutput } from '@/lib/payment/cpf';
import type { UpiFormOutput } from '@/lib/payment/upi-form';
import type { ChargeCurrency, PaymentRefusal } from '@/lib/types/payment';
import type { AnswerReader } from './request';
import { bffRequest } from './request';

/** A reader for the request function: the parsed answer, or null when it is not what the contract promises. */
export function readWith<T>(schema: z.ZodType<T>): AnswerReader<T> {
  return (json) => {
    const parsed = schema.safeParse(json);
    return parsed.success ? parsed.data : null;
  };
}

/** The extra fields of a payment refusal (422, or a stale quote's 409), from the failure's `details`. */
export function paymentRefusal(details: Record<string, unknown> | undefined): PaymentRefusal {
  const parsed = contract.paymentRefusalExtras.safeParse(details ?? {});
  const extras = parsed.success ? parsed.data : {};
  return {
    reason: extras.reason ?? null,
    order_id: extras.order_id ?? null,
    balance: extras.balance ?? null,
    total: extras.total ?? null,
    quote: extras.quote ?? null,
    refunded: extras.refunded ?? null,
  };
}

/** A fresh key per checkout attempt: 32 URL-safe characters (the provider takes 8–64 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** What the browser tells the acquirer about itself (POST /payment, docs/product/provider-calls.md). */
export interface BrowserInfo {
  screenHeight: number;
  screenWidth: number;
  timeZoneOffset: number;
}

export function browserInfo(): BrowserInfo {
  return {
    screenHeight: Math.max(1, Math.round(window.screen?.height || 1)),
    screenWidth: Math.max(1, Math.round(window.screen?.width || 1)),
    timeZoneOffset: new Date().getTimezoneOffset(),
  };
}

/**
 * A Pix or UPI order names the quote whose amount the shopper was shown; with a provider that gives
 * no quotes, the euro total they were shown (cents), the amount in reais or rupees being read from the
 * provider's code before they pay.
 */
export type QuotedPayment = { quote_id: string } | { amount: number };

const keyed = (key: string) => ({ 'Idempotency-Key': key });
const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export const paymentApi = {
  createOrder: (locale: string, order: { type: 'purchase' | 'spending' | 'balance'; replenishmentValue?: number }, key: string) =>
    bffRequest('POST', '/api/orders/create', locale, { body: order, headers: keyed(key), read: readWith(contract.createdOrderSchema) }),
  /** The basket's total in reais or rupees, the rate and until when it holds (shown before Pix or UPI). */
  quote: (locale: string, currency: ChargeCurrency) =>
    bffRequest('GET', `/api/payment/quote?currency=${currency}`, locale, { read: readWith(contract.quoteAnswerSchema) }),
  createPixOrder: (locale: string, form: PixFormOutput & QuotedPayment, key: string) =>
    bffRequest('POST', '/api/orders/create-qr', locale, { body: form, headers: keyed(key), read: readWith(contract.pixOrderSchema) }),
  createUpiOrder: (locale: string, form: UpiFormOutput & QuotedPayment, key: string) =>
    bffRequest('POST', '/api/orders/create-upi', locale, { body: form, headers: keyed(key), read: readWith(contract.upiOrderSchema) }),
  createSbpOrder: (locale: string, order: { type: 'purchase' | 'balance'; value?: number }, key: string) =>
    bffRequest('POST', '/api/payment-sbp', locale, { body: order, headers: keyed(key), read: readWith(contract.sbpOrderAnswerSchema) }),
  payByCard: (locale: string, orderId: string, card: CardPaymentFields, browser: BrowserInfo) =>
    bffRequest('POST', '/api/payment', locale, { body: { orderId, ...card, ...browser }, read: readWith(contract.cardPaymentAnswerSchema) }),
  status: (locale: string, orderId: string) =>
    bffRequest('POST', '/api/payment/status', locale, { body: { orderId }, read: readWith(contract.paymentStatusSchema) }),
  spendBalance: (locale: string, orderId: string) =>
    bffRequest('POST', '/api/payment/spending-balance-handle', locale, { body: { orderId }, read: readWith(contract.balanceSpentSchema) }),
  confirmation: (locale: string, orderId: string) =>
    bffRequest('GET', path('/api/payment-confirm', orderId), locale, { read: readWith(contract.paymentConfirmationView) }),
  order: (locale: string, orderId: string) =>
    bffRequest('GET', path('/api/payment-products', orderId), locale, { read: readWith(contract.orderDetailsSchema) }),
  confirmOrder: (locale: string, orderId: string) =>
    bffRequest('POST', path('/api/orders/confirm', orderId), locale, { body: {}, read: readWith(contract.confirmedOrderSchema) }),
  cardType: (locale: string, prefix: string) =>
    bffRequest('POST', '/api/card-type', locale, { body: { number: prefix }, read: readWith(contract.cardTypeSchema) }),
};

export type PaymentApi = typeof paymentApi;

/** Where the browser goes for the hosted page (PAYMENT_CARD_FLOW=redirect): the BFF answers a signed, auto-submitting form. */
export function hostedPaymentPath(orderId: string, locale: string): string {
  return `${path('/api/payment/redirect', orderId)}?locale=${encodeURIComponent(locale)}`;
}
