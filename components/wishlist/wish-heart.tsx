'use client';
// The heart of a product card and of the product page: a toggle button (aria-pressed) whose name
// says which product it saves. The server's HTML has it unpressed, at its fixed size; the wished
// state comes from the page's wishlist (lib/wishlist/wish-store.ts) once hydrated, so cached pages
// stay the same for every visitor and nothing moves when it turns pressed. Its code is this file and
// the store: no per-card state beyond one subscription.
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useOffers } from '@/components/capabilities/offered';
import { showToast } from '@/components/ui/toast-store';
import { WISHLIST_LIMIT } from '@/lib/wishlist/limits';
import { wishStore } from '@/lib/wishlist/wish-store';
import styles from './wish-heart.module.css';

const notWished = () => false;

interface WishHeartProps {
  productId: number;
  productName: string;
  /** `card`: over the cover's lower corner; `inline`: in a row (the product page's title). */
  place?: 'card' | 'inline';
}

export function WishHeart({ productId, productName, place = 'card' }: WishHeartProps) {
  const t = useTranslations('Wishlist');
  const offered = useOffers('wishlist');
  const wished = useSyncExternalStore(wishStore.subscribe, () => wishStore.has(productId), notWished);

  async function toggle() {
    const outcome = await wishStore.toggle(productId);
    if (outcome.kind === 'full') showToast({ message: t('full', { limit: WISHLIST_LIMIT }) });
    else if (outcome.kind === 'failed' || outcome.kind === 'gone') showToast({ message: t('failed') });
  }

  // A provider without a wishlist: no heart at all.
  if (!offered) return null;
  return (
    <button
      type="button"
      className={`${styles.heart} ${place === 'card' ? styles.onCard : ''}`}
      aria-pressed={wished}
      aria-label={t('heart', { name: productName })}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
