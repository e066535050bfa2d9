// Order and payment calls of the provider (docs/payments-contract.md, "Provider API"): one function
// per call. The signed-in calls carry the session's bearer token, the language of the answer's
// texts and the shopper's IP; the calls that create an order carry the checkout attempt's
// Idempotency-Key. Two calls go without a bearer: the 3-D Secure completion (the bank page's
// cross-site POST has no session) and the acquirer-mode confirmation (its signature is the
// authority). Nothing is cached; non-GET calls are never retried. Images come back under the
// storefront's /media. Card numbers and CVVs pass through in the body and nowhere else.
import 'server-only';
import type { Purchase } from '@/lib/types/account';
import type {
  CardPaymentAnswer,
  ChargeCurrency,
  CreatedOrder,
  Order,
  OrderStatus,
  OrderType,
  PaymentQuote,
  PaymentStatus,
} from '@/lib/types/payment';
import { type PaymentOutcome, recordPayment } from '@/lib/observability/metrics';
import { toPurchase } from './account';
import { type ProviderResult, mapResult } from './errors';
import { type ProviderCall, providerFetch } from './fetcher';
import { toMediaUrl } from './mappers';
import {
  acquirerConfirmationSchema,
  balanceSpentSchema,
  cardPaymentAnswerSchema,
  cardTypeSchema,
  confirmedOrderSchema,
  createdOrderSchema,
  orderDetailsSchema,
  paymentConfirmationSchema,
  paymentStatusSchema,
  pixOrderSchema,
  quoteAnswerSchema,
  providerSbpOrderSchema,
  threeDsCompleteSchema,
  upiOrderSchema,
  type ProviderCreatedOrder,
  type ProviderOrder,
  type ProviderPaymentConfirmation,
} from './payment-schemas';

/**
 * A payment attempt's outcome for the metrics: what the answer says when there is one, `declined`
 * for the provider's refusal (402, 409, 422: the card, the funds, the order's state), `failed` for
 * the rest (an outage, a malformed answer).
 */
function paymentOutcome<T>(result: ProviderResult<T>, ofAnswer: (data: T) => PaymentOutcome): PaymentOutcome {
  if (result.ok) return ofAnswer(result.data);
  return result.error.kind === 'http' && [402, 409, 422].includes(result.error.status ?? 0) ? 'declined' : 'failed';
}

/** An order's status after a payment step: `paid`, `declined` (error) or still waiting (`challenge`). */
function statusOutcome(status: OrderStatus): PaymentOutcome {
  return status === 'paid' ? 'paid' : status === 'error' ? 'declined' : 'challenge';
}

const keyed = (idempotencyKey: string | undefined) => (idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined);
const orderPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

/** The provider's order with its item images under the storefront's /media. */
export function toOrder(order: ProviderOrder): Order {
  return { ...order, items: order.items.map((item) => ({ ...item, cover_path: toMediaUrl(item.cover_path) })) };
}

export function toCreatedOrder<T extends ProviderCreatedOrder>(created: T): Omit<T, 'order'> & CreatedOrder {
  return { ...created, order: toOrder(created.order) };
}

export type Confirmation = { order_id: string; products: Purchase[] } | { ok: true; order_id: string; balance: number };

export function toConfirmation(confirmation: ProviderPaymentConfirmation): Confirmation {
  return 'products' in confirmation
    ? { order_id: confirmation.order_id, products: confirmation.products.map(toPurchase) }
    : confirmation;
}

// ---------------------------------------------------------------------------------------------
// Creating orders (Idempotency-Key)
// ---------------------------------------------------------------------------------------------

export interface NewOrder {
  type: OrderType;
  /** Balance orders: the top-up in cents. */
  replenishmentValue?: number;
}

/** POST /api/orders/create (bearer): a purchase or spending order from the stored basket, or a top-up. */
export async function createOrder(call: ProviderCall, order: NewOrder, idempotencyKey?: string) {
  const body = order.type === 'balance' ? { type: order.type, replenishmentValue: order.replenishmentValue } : { type: order.type };
  const result = await providerFetch({
    ...call,
    path: '/orders/create',
    method: 'POST',
    body,
    headers: keyed(idempotencyKey),
    schema: createdOrderSchema,
  });
  return mapResult(result, toCreatedOrder);
}

/** GET /api/payment/quote?currency= (bearer): the stored basket's total in reais or rupees, held a while. */
export async function paymentQuote(call: ProviderCall, currency: ChargeCurrency): Promise<ProviderResult<{ quote: PaymentQuote }>> {
  return providerFetch({ ...call, path: '/payment/quote', query: { currency }, schema: quoteAnswerSchema });
}

export interface PixPayer {
  /** The CPF's 11 digits: checked by the provider, never stored. */
  personalId: string;
  firstName: string;
  lastName: string;
}

/**
 * What a Pix or UPI order is made on: the quote of the amount in reais or rupees the shopper was
 * shown, or, with a provider that gives no quotes, the euro total they were shown (its specified
 * `amount` and `currency`; the amount charged then comes from the provider's code).
 */
export type ShownAmount = { quote_id: string } | { amount: number };

function shownFields(shown: ShownAmount): Record<string, string | number> {
  return 'quote_id' in shown ? { quote_id: shown.quote_id } : { amount: shown.amount, currency: 'EUR' };
}

/**
 * POST /api/orders/create-qr (bearer): a Pix order from the basket, charged in reais at the quote's
 * rate, and its BR Code (checked against the order's charge by the schema).
 */
export async function createPixOrder(call: ProviderCall, payer: PixPayer & ShownAmount, idempotencyKey?: string) {
  const body = { personalId: payer.personalId, firstName: payer.firstName, lastName: payer.lastName, ...shownFields(payer) };
  const result = await providerFetch({
    ...call,
    path: '/orders/create-qr',
    method: 'POST',
    body,
    headers: keyed(idempotencyKey),
    schema: pixOrderSchema,
  });
  return mapResult(result, toCreatedOrder);
}

export interface UpiPayer {
  FirstName: string;
  AccountNumber: string;
  email: string;
  phone: string;
  address: string;
  zip: string;
  /** Absolute URLs; a literal `{order_id}` is replaced by the provider with the order's id. */
  success_url: string;
  decline_url: string;
  cancel_url: string;
}

/** POST /api/orders/create-upi (bearer): a UPI order from the basket, charged in rupees, and its upi://pay link. */
export async function createUpiOrder(call: ProviderCall, payer: UpiPayer & ShownAmount, idempotencyKey?: string) {
  const body = {
    FirstName: payer.FirstName,
    AccountNumber: payer.AccountNumber,
    email: payer.email,
    phone: payer.phone,
    address: payer.address,
    zip: payer.zip,
    success_url: payer.success_url,
    decline_url: payer.decline_url,
    cancel_url: payer.cancel_url,
    ...shownFields(payer),
  };
  const result = await providerFetch({
    ...call,
    path: '/orders/create-upi',
    method: 'POST',
    body,
    headers: keyed(idempotencyKey),
    schema: upiOrderSchema,
  });
  return mapResult(result, toCreatedOrder);
}

export interface SbpOrder {
  type: 'purchase' | 'balance';
  /** The top-up (balance), or the total the shopper was shown (purchase). */
  value?: number;
}

/** POST /api/payment-sbp (bearer): a fast-payment QR order. */
export async function createSbpOrder(call: ProviderCall, order: SbpOrder, idempotencyKey?: string) {
  const body = order.value === undefined ? { type: order.type } : { type: order.type, value: order.value };
  const result = await providerFetch({
    ...call,
    path: '/payment-sbp',
    method: 'POST',
    body,
    headers: keyed(idempotencyKey),
    schema: providerSbpOrderSchema,
  });
  return mapResult(result, toCreatedOrder);
}

// ---------------------------------------------------------------------------------------------
// Paying
// ---------------------------------------------------------------------------------------------

export interface CardPayment {
  orderId: string;
  card_number: string;
  month: string;
  year: string;
  cvc: string;
  /** The BFF's 3-D Secure return (absolute). */
  termUrl: string;
  screenHeight?: number;
  screenWidth?: number;
  timeZoneOffset?: number;
}

/** POST /api/payment (bearer): the card modal's payment; paid at once or a 3-D Secure step. */
export async function payByCard(call: ProviderCall, payment: CardPayment): Promise<ProviderResult<CardPaymentAnswer>> {
  const body: CardPayment = {
    orderId: payment.orderId,
    card_number: payment.card_number,
    month: payment.month,
    year: payment.year,
    cvc: payment.cvc,
    termUrl: payment.termUrl,
    screenHeight: payment.screenHeight,
    screenWidth: payment.screenWidth,
    timeZoneOffset: payment.timeZoneOffset,
  };
  const result = await providerFetch({ ...call, path: '/payment', method: 'POST', body, schema: cardPaymentAnswerSchema });
  recordPayment('card', paymentOutcome(result, (data) => (data.status === 'OK' ? 'paid' : 'challenge')));
  return result;
}

/** POST /api/payment/3ds-complete {MD, PaRes}: no bearer (the bank page's POST carries no session). */
export async function completeThreeDs(
  call: Pick<ProviderCall, 'locale' | 'clientIp'>,
  answer: { MD: string; PaRes: string },
): Promise<ProviderResult<Omit<PaymentStatus, 'type' | 'refunded'>>> {
  const result = await providerFetch({
    locale: call.locale,
    clientIp: call.clientIp,
    path: '/payment/3ds-complete',
    method: 'POST',
    body: { MD: answer.MD, PaRes: answer.PaRes },
    schema: threeDsCompleteSchema,
  });
  recordPayment('card_3ds', paymentOutcome(result, (data) => statusOutcome(data.status)));
  return result;
}

/** POST /api/payment/status {orderId} (bearer). */
export async function paymentStatus(call: ProviderCall, orderId: string): Promise<ProviderResult<PaymentStatus>> {
  return providerFetch({ ...call, path: '/payment/status', method: 'POST', body: { orderId }, schema: paymentStatusSchema });
}

/** POST /api/payment/spending-balance-handle {orderId} (bearer): a spending order paid from the balance. */
export async function spendBalance(call: ProviderCall, orderId: string) {
  const result = await providerFetch({ ...call, path: '/payment/spending-balance-handle', method: 'POST', body: { orderId }, schema: balanceSpentSchema });
  recordPayment('balance', paymentOutcome(result, () => 'paid'));
  return result;
}

// ---------------------------------------------------------------------------------------------
// Reading and confirming
// ---------------------------------------------------------------------------------------------

/** GET /api/payment-confirm/{id} (bearer): the delivered codes, or the new balance of a top-up. */
export async function paymentConfirmation(call: ProviderCall, orderId: string): Promise<ProviderResult<Confirmation>> {
  const result = await providerFetch({ ...call, path: orderPath('/payment-confirm', orderId), schema: paymentConfirmationSchema });
  return mapResult(result, toConfirmation);
}

/** GET /api/payment-products/{id} (bearer): the order, its codes once paid. */
export async function orderDetails(call: ProviderCall, orderId: string): Promise<ProviderResult<{ order: Order }>> {
  const result = await providerFetch({ ...call, path: orderPath('/payment-products', orderId), schema: orderDetailsSchema });
  return mapResult(result, (data) => ({ order: toOrder(data.order) }));
}

/** POST /api/orders/confirm/{id} {} (bearer, owner mode): pays a free order; the codes once paid. */
export async function confirmOrder(call: ProviderCall, orderId: string) {
  const result = await providerFetch({ ...call, path: orderPath('/orders/confirm', orderId), method: 'POST', body: {}, schema: confirmedOrderSchema });
  return mapResult(result, (data) => ({ ...data, products: data.products === null ? null : data.products.map(toPurchase) }));
}

/**
 * POST /api/orders/confirm/{id} without a bearer (acquirer mode): the acquirer's verified callback
 * forwarded as it came (the signed fields as strings); the provider verifies it again.
 */
export async function confirmFromAcquirer(
  call: Pick<ProviderCall, 'locale' | 'clientIp'>,
  orderId: string,
  callback: Record<string, string>,
) {
  const result = await providerFetch({
    locale: call.locale,
    clientIp: call.clientIp,
    path: orderPath('/orders/confirm', orderId),
    method: 'POST',
    body: callback,
    schema: acquirerConfirmationSchema,
  });
  recordPayment('hosted', paymentOutcome(result, (data) => statusOutcome(data.status)));
  return result;
}

/** POST /api/card-type {number} (bearer optional): the brand of the card's first 8 digits. */
export async function cardType(call: ProviderCall, number: string) {
  return providerFetch({ ...call, path: '/card-type', method: 'POST', body: { number }, schema: cardTypeSchema });
}
