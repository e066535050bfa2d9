'use client';
// The buy button of a product card and of the product page: the only client part of a card. Adds
// one (to the product's line when it has one: docs/product/order-states.md) and says so in the toast, whose "open cart" action opens the
// basket panel. A second click while the first is on its way is ignored, not queued twice.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { showToast } from '@/components/ui/toast-store';
import type { AddOutcome } from '@/lib/basket/basket-store';
import { openBasketPanel } from './basket-panel-state';
import { basketStore } from './use-basket';

interface BuyButtonProps {
  productId: number;
  productName: string;
  className?: string;
}

export function BuyButton({ productId, productName, className = '' }: BuyButtonProps) {
  const t = useTranslations('Catalogue');
  const tBasket = useTranslations('Basket');
  const [busy, setBusy] = useState(false);

  function say(outcome: AddOutcome) {
    const name = productName;
    if (outcome.kind === 'added') {
      showToast({ message: tBasket('added', { name }), action: { label: tBasket('openCart'), onAction: openBasketPanel } });
      return;
    }
    const message =
      outcome.kind === 'limit'
        ? tBasket('addLimit', { name })
        : outcome.kind === 'sold-out'
          ? tBasket('addSoldOut', { name })
          : outcome.kind === 'gone'
            ? tBasket('addGone', { name })
            : outcome.problem === 'offline'
              ? tBasket('addOffline', { name })
              : tBasket('addFailed', { name });
    showToast({ message, action: outcome.kind === 'limit' ? { label: tBasket('openCart'), onAction: openBasketPanel } : undefined });
  }

  async function buy() {
    if (busy) return;
    setBusy(true);
    try {
      say(await basketStore.add(productId));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`button ${className}`}
      aria-label={t('buyProduct', { name: productName })}
      aria-disabled={busy || undefined}
      onClick={() => void buy()}
    >
      {t('buy')}
    </button>
  );
}
