// What the payment flow's tests share: rendering with messages, a fresh SWR cache and the payment
// modal host (its content imported directly, without next/dynamic), and answers of the mocked
// paymentApi. Each test file mocks '@/lib/client/payment' itself (jest.mock is per file).
import { render } from '@testing-library/react';
import { NextIntlClientProvider, useLocale } from 'next-intl';
import { useLayoutEffect, type ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { PaymentModalContent } from '@/components/payment/payment-modal-content';
import { setPaymentLocale, usePaymentModal, usePaymentPolling } from '@/components/payment/payment-modals';
import type { ApiFailure, ApiSuccess } from '@/lib/client/request';
import type { Purchase } from '@/lib/types/account';
import type { Order } from '@/lib/types/payment';
import { allMessages } from './render';

export const ORDER_ID = 'AB12CD34EF56GH78IJ90';
export const OTHER_ORDER_ID = 'ZZ12CD34EF56GH78IJ90';

/** The layout's host, with its content imported directly. */
export function TestPaymentHost() {
  const locale = useLocale();
  const modal = usePaymentModal();
  const polling = usePaymentPolling();
  useLayoutEffect(() => setPaymentLocale(locale), [locale]);
  return modal || polling ? <PaymentModalContent modal={modal} /> : null;
}

export function renderPayment(ui: ReactElement | null, locale: keyof typeof allMessages = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={allMessages[locale]}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        {ui}
        <TestPaymentHost />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

export function ok<T>(data: T): ApiSuccess<T> {
  return { ok: true, status: 200, data };
}

export function failure(status: number, message: string | null = null): ApiFailure {
  return { ok: false, status, message, errors: {} };
}

export function statusAnswer(
  status: 'init' | 'paid' | 'error',
  extra: { type?: Order['type']; reason?: Order['reason']; orderId?: string; refunded?: number | null } = {},
) {
  return ok({ order_id: extra.orderId ?? ORDER_ID, type: extra.type ?? 'purchase', status, reason: extra.reason ?? null, refunded: extra.refunded ?? null });
}

export function purchase(n: number): Purchase {
  return {
    id: 500 + n,
    product_id: 40 + n,
    name: `Steam Wallet ${n}`,
    price: 1000 * n,
    purchased_at: '2026-03-01T12:00:00.000Z',
    article: `ART-${n}`,
    product_code: `CODE-${n}-XYZ`,
    cover_path: `/media/covers/${n}.svg`,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    type: 'purchase',
    status: 'init',
    method: 'card',
    reason: null,
    refunded: null,
    subtotal: 5000,
    total: 4500,
    promo: { code: 'SPRING10', discount: 10 },
    replenishment: null,
    items: [
      { product_id: 41, name: 'Steam Wallet 1', price: 1000, quantity: 2, paid: 1800, cover_path: '/media/covers/1.svg' },
      { product_id: 42, name: 'Steam Wallet 2', price: 3000, quantity: 1, paid: 2700, cover_path: '/media/covers/2.svg' },
    ],
    codes: null,
    card: { brand: 'Visa', last4: '4242' },
    charge: null,
    created_at: '2026-03-01T12:00:00.000Z',
    paid_at: null,
    ...overrides,
  };
}

export function purchaseEvents(): number {
  return (window.dataLayer ?? []).filter((entry) => entry.event === 'purchase').length;
}
