'use client';
// At a checkout opened by a product's "buy now" (`?buy=<id>`, lib/basket/buy-now.ts): when the basket
// holds other products too, says that the order includes them, with the basket at hand to take out
// those the shopper does not want now. Nothing in the basket is bought without being shown and named.
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { openBasketPanel } from '@/components/basket/basket-panel-state';
import type { BasketView } from '@/lib/basket/basket-store';
import { buyNowProductOf } from '@/lib/basket/buy-now';
import styles from './checkout.module.css';

const noSubscription = () => () => {};

export function BuyNowNotice({ basket }: { basket: BasketView }) {
  const t = useTranslations('ProductBuy');
  const tBasket = useTranslations('Basket');
  const search = useSyncExternalStore(noSubscription, () => window.location.search, () => '');
  const productId = buyNowProductOf(search);
  if (productId === null || basket.mode !== 'signed-in' || !basket.ready) return null;
  if (!basket.items.some((item) => item.product.id === productId)) return null;
  const others = basket.items.filter((item) => item.product.id !== productId).length;
  if (others === 0) return null;
  return (
    <div className={styles.buyNowNotice} role="note">
      <p>{t('othersInOrder', { count: others })}</p>
      <button type="button" className="button button-secondary" onClick={openBasketPanel}>
        {tBasket('openCart')}
      </button>
    </div>
  );
}
