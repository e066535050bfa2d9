'use client';
// One order as its owner sees it (GET /api/payment-products/{id}), for the two order pages. An id
// that is not an order id is never sent; an unknown or another account's order is "not found"
// (the provider answers 404 for both); an ended session goes to log in, back here afterwards.
import { useLocale } from 'next-intl';
import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import { loginRedirectPath } from '@/components/auth/use-private-user';
import { useRouter } from '@/i18n/navigation';
import { ApiRequestError } from '@/lib/client/request';
import { isOrderId } from '@/lib/payment/order-id';
import { paymentApi } from '@/lib/client/payment';
import type { Order } from '@/lib/types/payment';

export type OrderState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; order: Order; refresh: () => void };

async function fetchOrder(locale: string, orderId: string): Promise<Order> {
  const result = await paymentApi.order(locale, orderId);
  if (!result.ok) throw new ApiRequestError(result);
  return result.data.order;
}

/** `page`: the order page's path without the locale, where login brings the shopper back. */
export function useOrder(orderId: string, page: string): OrderState {
  const locale = useLocale();
  const router = useRouter();
  const valid = isOrderId(orderId);
  const { data, error, mutate } = useSWR(valid ? ['/api/payment-products', orderId, locale] : null, () => fetchOrder(locale, orderId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const reload = useCallback(() => void mutate(), [mutate]);
  const failedStatus = error instanceof ApiRequestError ? error.failure.status : error ? -1 : null;

  useEffect(() => {
    if (failedStatus === 401) router.replace(loginRedirectPath(page));
  }, [failedStatus, router, page]);

  if (!valid || failedStatus === 404) return { status: 'not-found' };
  if (data) return { status: 'ready', order: data, refresh: reload };
  if (error && failedStatus !== 401) return { status: 'failed', retry: reload };
  return { status: 'loading' };
}
