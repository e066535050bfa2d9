'use client';
// Checkout (docs/product/order-states.md): a guest is asked to log in (the auth modal, login tab), and after logging in
// or signing up lands on /checkout with the guest basket merged; a signed-in shopper's
// queued changes are sent first, then the route goes to /checkout. If they cannot be
// sent, the shopper stays here with every change kept and is told why.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { openAccountModal } from '@/components/auth/account-modals';
import { useRouter } from '@/i18n/navigation';
import { basketStore, type BasketMode, type BasketProblem } from '@/lib/basket/basket-store';
import { CHECKOUT_PATH } from '@/lib/routing/private-routes';
import styles from './basket.module.css';

const FAILURE_TEXT = {
  offline: 'checkoutOffline',
  failed: 'checkoutFailed',
  'session-ended': 'problemSessionEnded',
} as const;

export function CheckoutButton({ mode, onLeave }: { mode: BasketMode; onLeave: () => void }) {
  const t = useTranslations('Basket');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<BasketProblem | null>(null);

  async function checkout() {
    if (busy) return;
    if (mode !== 'signed-in') {
      onLeave();
      openAccountModal({ kind: 'auth', tab: 'login', next: CHECKOUT_PATH });
      return;
    }
    setBusy(true);
    setFailure(null);
    const sent = await basketStore.prepareCheckout();
    setBusy(false);
    if (!sent.ok) {
      setFailure(sent.problem);
      return;
    }
    onLeave();
    router.push(CHECKOUT_PATH);
  }

  return (
    <>
      <button type="button" className={`button ${styles.checkout}`} aria-disabled={busy || undefined} onClick={() => void checkout()}>
        {t('checkout')}
      </button>
      {failure ? (
        <p className={styles.error} role="alert">
          {t(FAILURE_TEXT[failure])}
        </p>
      ) : null}
    </>
  );
}
