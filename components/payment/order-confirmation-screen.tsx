'use client';
// /payment-confirm/{orderId} (docs/product/screens-and-routes.md; docs/payments-contract.md "Confirmation flow"): where the
// 3-D Secure return and the UPI success address land. An order still `init` is followed by the
// confirmation flow (the processing modal); an order paid just before the shopper arrived (the
// 3-D Secure return) goes through the same flow once, so it opens the success modal and counts the
// purchase (docs/product/order-states.md). Once paid the page lists the delivered codes with copy buttons and the way
// to the cabinet, or a top-up's new balance. A failed order is not confirmed: the page moves on to
// /payment-error/{orderId} (replacing this address, so Back does not return to it), so the address
// says what the page shows, for every link that leads here (a hosted page's return signed before it
// returned through /api/payment/return, a bookmark, a payment that failed while followed here).
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { Link, useRouter } from '@/i18n/navigation';
import { formatDate, formatPrice } from '@/lib/i18n/format';
import { paymentApi } from '@/lib/client/payment';
import type { Order } from '@/lib/types/payment';
import { DeliveredCodes, type DeliveredCode } from './delivered-codes';
import { OrderFailure } from './order-failure';
import { OrderLoadState } from './order-load-state';
import { OrderSummary } from './order-summary';
import { confirmPayment, wasAnnounced } from './payment-flow';
import { usePaymentOutcome } from './payment-modals';
import { SupportLink } from './support-link';
import { useOrder } from './use-order';
import styles from './payment.module.css';

/** An order found paid this recently (the 3-D Secure return) counts as the purchase just made. */
const JUST_PAID_MS = 15 * 60 * 1000;

export function OrderConfirmationScreen({ orderId }: { orderId: string }) {
  const state = useOrder(orderId, `/payment-confirm/${orderId}`);
  const outcome = usePaymentOutcome(orderId);
  const order = state.status === 'ready' ? state.order : null;
  const refresh = state.status === 'ready' ? state.refresh : null;
  const followed = useRef(false);
  const router = useRouter();
  const failed = order?.status === 'error';

  useEffect(() => {
    if (failed) router.replace(`/payment-error/${orderId}`);
  }, [failed, router, orderId]);

  // An order still being paid, or paid a moment ago and not yet announced in this tab: the flow
  // polls its status and opens the outcome's modal (success, purchase event, basket reloaded).
  useEffect(() => {
    if (!order || followed.current) return;
    const justPaid =
      order.status === 'paid' && order.paid_at !== null && Date.now() - Date.parse(order.paid_at) < JUST_PAID_MS && !wasAnnounced(order.id);
    if (order.status !== 'init' && !justPaid) return;
    followed.current = true;
    confirmPayment({ orderId: order.id, kind: order.type === 'balance' ? 'balance' : 'purchase', method: order.method });
  }, [order]);

  // The flow saw an outcome: read the order again (its codes, or its reason).
  const seenOutcome = useRef<string | null>(null);
  useEffect(() => {
    if (!outcome || !refresh || seenOutcome.current === outcome) return;
    seenOutcome.current = outcome;
    refresh();
  }, [outcome, refresh]);

  if (state.status !== 'ready') return <OrderLoadState state={state} />;
  if (state.order.status === 'error') {
    return (
      <>
        <OrderFailure order={state.order} />
        <OrderSummary order={state.order} />
      </>
    );
  }
  return (
    <>
      <OrderStatus order={state.order} />
      <OrderSummary order={state.order} />
    </>
  );
}

function OrderStatus({ order }: { order: Order }) {
  const t = useTranslations('Payment');
  const locale = useLocale();
  const paid = order.status === 'paid';
  const topUp = order.type === 'balance';
  // The codes come with the order; the confirmation is asked only for a top-up's balance, or if they are missing.
  const needsConfirmation = paid && (topUp || order.codes === null);
  const { data: confirmation } = useSWR(
    needsConfirmation ? ['/api/payment-confirm', order.id, locale] : null,
    async () => {
      const result = await paymentApi.confirmation(locale, order.id);
      return result.ok ? result.data : null;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  let codes: DeliveredCode[] = [];
  if (order.codes) codes = order.codes.map((entry) => ({ id: entry.purchase_id, name: entry.name, code: entry.code }));
  else if (confirmation?.kind === 'purchase') {
    codes = confirmation.products.map((purchase) => ({ id: purchase.id, name: purchase.name, code: purchase.product_code }));
  }
  const balance = confirmation?.kind === 'balance' ? confirmation.balance : null;

  return (
    <section className={styles.card}>
      <h1>{t('orderTitle', { orderId: order.id })}</h1>
      <p className={styles.status} data-status={order.status} role="status">
        {paid ? t('statusPaid', { date: formatDate(order.paid_at ?? order.created_at, locale) }) : t('statusInit')}
      </p>
      {paid && topUp ? (
        <p className={styles.reason}>{balance === null ? t('balanceInCabinet') : t('newBalance', { balance: formatPrice(balance, locale) })}</p>
      ) : null}
      {paid && !topUp ? (
        <>
          {codes.length > 0 ? <DeliveredCodes codes={codes} headingLevel="h2" /> : null}
          <p className={styles.muted}>{t('codesInCabinet')}</p>
        </>
      ) : null}
      {paid ? (
        <div className={styles.pageActions}>
          <Link href="/profile" className="button">
            {t('toCabinet')}
          </Link>
          <Link href="/" className="button button-secondary">
            {t('toCatalogue')}
          </Link>
        </div>
      ) : null}
      {paid && !topUp ? <SupportLink orderId={order.id}>{t('notReceived')}</SupportLink> : null}
    </section>
  );
}
