// The browser's calls to the order history's BFF routes (docs/payments-contract.md "Order history"),
// through the one request function; every answer parsed with the history's schemas (the orders page
// is private: zod comes with its island).
import { readWith } from '@/lib/client/payment';
import { bffRequest } from '@/lib/client/request';
import { cancelledOrderSchema, orderPageSchema, payAgainSchema } from './schemas';

const orderPath = (id: string, action: string) => `/api/orders/${encodeURIComponent(id)}/${action}`;

export const ordersApi = {
  list: (locale: string, page: number) => bffRequest('GET', `/api/orders?page=${page}`, locale, { read: readWith(orderPageSchema) }),
  cancel: (locale: string, orderId: string) => bffRequest('POST', orderPath(orderId, 'cancel'), locale, { body: {}, read: readWith(cancelledOrderSchema) }),
  payAgain: (locale: string, orderId: string) => bffRequest('POST', orderPath(orderId, 'pay-again'), locale, { body: {}, read: readWith(payAgainSchema) }),
};
