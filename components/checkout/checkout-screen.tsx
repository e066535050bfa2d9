'use client';
// /checkout (docs/product/screens-and-routes.md, order-states.md; docs/payments-contract.md "Checkout"): the order details from the
// signed-in basket, then the payment type and its step. A guest, or a session that ends while
// the page is open, is sent to log in and back (use-private-user.ts). Every payment step stays
// mounted while another is chosen, so nothing typed is lost by looking at another option, and a
// Pix or UPI order waiting for its payment stays on screen even if the basket changes meanwhile.
// An account whose e-mail is not confirmed cannot pay (the terms; the provider refuses with 403):
// it is told so before filling anything, with the link to send again, instead of the payment steps.
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { usePrivateUser } from '@/components/auth/use-private-user';
import { VerifyNotice } from '@/components/auth/verify-notice';
import { MergeDroppedNotice } from '@/components/basket/merge-dropped-notice';
import { useBasket } from '@/components/basket/use-basket';
import type { CardModalPurpose } from '@/components/payment/card-modal';
import { Link } from '@/i18n/navigation';
import { basketStore } from '@/lib/basket/basket-store';
import { CHECKOUT_PATH } from '@/lib/routing/private-routes';
import type { User } from '@/lib/types/account';
import type { CardFlow } from '@/lib/types/payment';
import { BalancePayment } from './balance-payment';
import { BuyNowNotice } from './buy-now-notice';
import { CardPayment } from './card-payment';
import { amountToPay } from './checkout-basket';
import { OrderDetails } from './order-details';
import { PaymentMethodChoice, type PaymentMethod } from './payment-method-choice';
import { PixPayment } from './pix-payment';
import { UpiPayment } from './upi-payment';
import styles from './checkout.module.css';

// The card modal's code loads when it is first opened.
const CardModal = dynamic(() => import('@/components/payment/card-modal').then((module) => module.CardModal), { ssr: false });

interface CheckoutScreenProps {
  /** PAYMENT_CARD_FLOW, read by the server. */
  flow: CardFlow;
  /** What the session knew on the server: shown until the BFF answers. */
  knownUser?: User;
}

function StateBox({ text, failed, onRetry, retryLabel }: { text: string; failed?: boolean; onRetry?: () => void; retryLabel?: string }) {
  return (
    <div className={styles.stateBox} role={failed ? 'alert' : undefined} aria-busy={failed ? undefined : true}>
      <p>{text}</p>
      {failed && onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}

function DetailsSkeleton({ label }: { label: string }) {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {[0, 1].map((line) => (
        <div key={line} className={styles.skeletonLine} aria-hidden="true">
          <span className={styles.skeletonCover} />
          <span className={styles.skeletonText} />
        </div>
      ))}
    </div>
  );
}

export function CheckoutScreen({ flow, knownUser }: CheckoutScreenProps) {
  const t = useTranslations('Checkout');
  const account = usePrivateUser(CHECKOUT_PATH, knownUser);
  const basket = useBasket();
  const detailsTitleId = useId();
  const paymentTitleId = useId();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [cardModal, setCardModal] = useState<CardModalPurpose | null>(null);
  const [waiting, setWaiting] = useState({ pix: false, upi: false });
  const pixWaiting = useCallback((value: boolean) => setWaiting((was) => ({ ...was, pix: value })), []);
  const upiWaiting = useCallback((value: boolean) => setWaiting((was) => ({ ...was, upi: value })), []);

  // On arrival (from the basket, or back from logging in) the focus goes to the page's heading, so
  // keyboard and screen-reader users start at the checkout, not on the header's basket button.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const { user } = account;
  let body;
  if (!user) {
    body =
      account.status === 'error' ? (
        <StateBox text={t('loadFailed')} failed onRetry={() => void account.refresh()} retryLabel={t('retry')} />
      ) : (
        <StateBox text={t('loading')} />
      );
  } else if (basket.loadFailed) {
    body = <StateBox text={t('basketFailed')} failed onRetry={() => basketStore.reload()} retryLabel={t('retry')} />;
  } else if (basket.mode !== 'signed-in' || !basket.ready) {
    body = <DetailsSkeleton label={t('basketLoading')} />;
  } else if (basket.items.length === 0 && !waiting.pix && !waiting.upi) {
    body = (
      <div className={`${styles.card} ${styles.empty}`}>
        <h2 className={styles.sectionTitle}>{t('emptyTitle')}</h2>
        <p className={styles.muted}>{t('emptyText')}</p>
        <Link href="/" className="button">
          {t('toCatalogue')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className={styles.columns}>
        <OrderDetails basket={basket} titleId={detailsTitleId} />
        <section className={styles.card} aria-labelledby={paymentTitleId}>
          <h2 id={paymentTitleId} className={styles.sectionTitle}>
            {t('paymentTitle')}
          </h2>
          {user.verified ? null : (
            <VerifyNotice email={user.email} title={t('verifyTitle')} text={t('verifyText', { email: user.email })} headingLevel={3} />
          )}
          {/* Hidden, not unmounted, until the e-mail is confirmed: a refusal arriving mid-way loses nothing typed. */}
          <div hidden={!user.verified}>
            <PaymentMethodChoice value={method} onChange={setMethod} balance={user.balance} />
            <div className={styles.panel} hidden={method !== 'card'}>
              <CardPayment onPayByCard={() => setCardModal({ kind: 'purchase', amount: amountToPay(basketStore.getSnapshot()) })} />
            </div>
            <div className={styles.panel} hidden={method !== 'pix'}>
              <PixPayment active={user.verified && method === 'pix'} onWaitingChange={pixWaiting} />
            </div>
            <div className={styles.panel} hidden={method !== 'upi'}>
              <UpiPayment active={user.verified && method === 'upi'} onWaitingChange={upiWaiting} />
            </div>
            <div className={styles.panel} hidden={method !== 'balance'}>
              <BalancePayment user={user} basket={basket} onTopUp={() => setCardModal({ kind: 'balance' })} />
            </div>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.checkout}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('title')}
      </h1>
      {user ? <MergeDroppedNotice names={basket.mergeDropped} /> : null}
      {user ? <BuyNowNotice basket={basket} /> : null}
      {body}
      {cardModal ? <CardModal purpose={cardModal} flow={flow} onClose={() => setCardModal(null)} /> : null}
    </div>
  );
}
