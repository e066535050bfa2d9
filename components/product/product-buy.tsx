'use client';
// The product page's buy box: a quantity picker (− / number / +, from 1 to what one basket line may
// hold: 99 and the stock), "add to basket" with that quantity, and "buy now", which sets the
// product's line to that quantity and goes to checkout (lib/basket/buy-now.ts). A typed value out of
// range is brought back into it, and the shopper is told why, before anything is sent. Product cards
// keep their one-click buy button (components/basket/buy-button.tsx).
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { openAccountModal } from '@/components/auth/account-modals';
import { openBasketPanel } from '@/components/basket/basket-panel-state';
import { basketStore } from '@/components/basket/use-basket';
import { showToast } from '@/components/ui/toast-store';
import { useRouter } from '@/i18n/navigation';
import type { AddOutcome, BasketProblem } from '@/lib/basket/basket-store';
import { isChunkLoadError, reloadForFailedChunk } from '@/lib/browser/chunk-reload';
import { quantityLimit, readQuantity, stepQuantity, type QuantityNote } from '@/lib/basket/quantity';
import styles from './product-buy.module.css';

const UNSAVED_TEXT = {
  offline: 'checkoutOffline',
  failed: 'checkoutFailed',
  'session-ended': 'problemSessionEnded',
} as const;

interface ProductBuyProps {
  productId: number;
  productName: string;
  /** The stock the page was rendered with; the basket bounds by the provider's answer too. */
  inStock: number;
}

export function ProductBuy({ productId, productName, inStock }: ProductBuyProps) {
  const t = useTranslations('ProductBuy');
  const tBasket = useTranslations('Basket');
  const router = useRouter();
  const inputId = useId();
  const noteId = useId();
  const limit = quantityLimit(inStock);
  const [quantity, setQuantity] = useState(1);
  const [text, setText] = useState('1');
  const [note, setNote] = useState<QuantityNote>(null);
  const [busy, setBusy] = useState(false);
  const [unsaved, setUnsaved] = useState<BasketProblem | null>(null);

  /** The typed value as a quantity within range, shown as such; what every action uses. */
  function commit(): number {
    const read = readQuantity(text, limit, quantity);
    setQuantity(read.quantity);
    setText(String(read.quantity));
    setNote(read.note);
    return read.quantity;
  }

  function typed(value: string) {
    setText(value);
    const read = readQuantity(value, limit, quantity);
    if (read.note === null) {
      setQuantity(read.quantity);
      setNote(null);
    }
  }

  function step(by: -1 | 1) {
    const next = stepQuantity(readQuantity(text, limit, quantity).quantity, by, limit);
    setQuantity(next);
    setText(String(next));
    setNote(null);
  }

  function refusal(outcome: Exclude<AddOutcome, { kind: 'added' }>): string {
    const name = productName;
    if (outcome.kind === 'limit') return tBasket('addLimit', { name });
    if (outcome.kind === 'sold-out') return tBasket('addSoldOut', { name });
    if (outcome.kind === 'gone') return tBasket('addGone', { name });
    return outcome.problem === 'offline' ? tBasket('addOffline', { name }) : tBasket('addFailed', { name });
  }

  async function addToBasket() {
    if (busy) return;
    const count = commit();
    setBusy(true);
    setUnsaved(null);
    try {
      const outcome = await basketStore.add(productId, count);
      const action = { label: tBasket('openCart'), onAction: openBasketPanel };
      if (outcome.kind === 'added') {
        // One: the same words as a card's buy button.
        const message =
          outcome.cut !== undefined
            ? t('addedCut', { name: productName, times: outcome.cut })
            : count === 1
              ? tBasket('added', { name: productName })
              : t('added', { name: productName, times: count });
        showToast({ message, action });
      } else {
        showToast({ message: refusal(outcome), action: outcome.kind === 'limit' ? action : undefined });
      }
    } finally {
      setBusy(false);
    }
  }

  async function buy() {
    if (busy) return;
    const count = commit();
    setBusy(true);
    setUnsaved(null);
    try {
      // What buying now does loads on its first press (the page's first load does without it).
      const { buyNow } = await import('@/lib/basket/buy-now');
      const next = await buyNow(basketStore, productId, count);
      if (next.kind === 'checkout') router.push(next.path);
      else if (next.kind === 'sign-in') openAccountModal({ kind: 'auth', tab: 'login', next: next.next });
      else if (next.kind === 'refused') showToast({ message: refusal(next.outcome) });
      else setUnsaved(next.problem);
    } catch (error) {
      if (isChunkLoadError(error) && reloadForFailedChunk()) return;
      throw error;
    } finally {
      setBusy(false);
    }
  }

  const atLeast = quantity <= 1;
  const atMost = quantity >= limit;
  return (
    <div className={styles.buy}>
      <div className={styles.quantityRow}>
        <label htmlFor={inputId} className={styles.label}>
          {t('quantity')}
        </label>
        <div className={styles.picker}>
          <button
            type="button"
            className={styles.step}
            aria-label={t('decrease')}
            aria-controls={inputId}
            aria-disabled={atLeast || undefined}
            onClick={() => !atLeast && step(-1)}
          >
            −
          </button>
          <input
            id={inputId}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={1}
            max={limit}
            step={1}
            value={text}
            aria-describedby={note ? noteId : undefined}
            aria-invalid={note ? true : undefined}
            onChange={(event) => typed(event.target.value)}
            onBlur={() => commit()}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
            }}
          />
          <button
            type="button"
            className={styles.step}
            aria-label={t('increase')}
            aria-controls={inputId}
            aria-disabled={atMost || undefined}
            onClick={() => !atMost && step(1)}
          >
            +
          </button>
        </div>
      </div>
      <p id={noteId} className={styles.note} role="status">
        {note === 'above' ? t('above', { limit }) : note === 'below' ? t('below') : note === 'invalid' ? t('invalid', { limit }) : ''}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" aria-disabled={busy || undefined} onClick={() => void addToBasket()}>
          {t('addToBasket')}
        </button>
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void buy()}>
          {t('buyNow')}
        </button>
      </div>
      {unsaved ? (
        <p className={styles.error} role="alert">
          {tBasket(UNSAVED_TEXT[unsaved])}
        </p>
      ) : null}
    </div>
  );
}
