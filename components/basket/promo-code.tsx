'use client';
// The promo code field (docs/product/order-states.md, validation.md, errors.md). The apply button appears from 3
// characters; a guest is told to log in (no request); a refused code says which rule refused it
// (unknown, not valid yet, expired, used up, already used by this account, empty basket); 429 shows
// the server's message in a modal. Applied: the code, its percentage and an undo button. The provider computes
// every discount on the stored basket, so the store sends the queue before asking.
import { useOffers } from '@/components/capabilities/offered';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { openAccountModal } from '@/components/auth/account-modals';
import { RateLimitModal } from '@/components/forms/rate-limit-modal';
import { basketStore, type BasketProblem, type BasketView } from '@/lib/basket/basket-store';
import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH, PROMO_CODE_PATTERN, type PromoRefusal } from '@/lib/types/basket';
import styles from './basket.module.css';

type PromoMessage =
  | { kind: 'login' }
  /** `reason` null: the server did not say which rule. */
  | { kind: 'invalid'; reason: PromoRefusal | null }
  | { kind: 'problem'; problem: BasketProblem };

const REFUSAL_TEXT = {
  unknown: 'promoInvalid',
  not_started: 'promoNotStarted',
  expired: 'promoExpired',
  used_up: 'promoUsedUp',
  already_used: 'promoAlreadyUsed',
  basket_empty: 'promoBasketEmpty',
} as const satisfies Record<PromoRefusal, string>;

const PROBLEM_TEXT = {
  offline: 'promoOffline',
  failed: 'promoFailed',
  'session-ended': 'problemSessionEnded',
} as const;

export function PromoCode({ basket, onLogin }: { basket: BasketView; onLogin: () => void }) {
  // A provider that cannot take a code off the basket: the applied code stays, without the button.
  const canRemove = useOffers('promo-removal');
  const t = useTranslations('Basket');
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<PromoMessage | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const trimmed = code.trim();
  const canApply = trimmed.length >= PROMO_CODE_MIN_LENGTH;

  const logIn = () => {
    onLogin();
    openAccountModal({ kind: 'auth', tab: 'login' });
  };

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (!canApply || busy) return;
    if (basket.mode !== 'signed-in') {
      setMessage({ kind: 'login' });
      return;
    }
    if (trimmed.length > PROMO_CODE_MAX_LENGTH || !PROMO_CODE_PATTERN.test(trimmed)) {
      setMessage({ kind: 'invalid', reason: 'unknown' });
      return;
    }
    setBusy(true);
    setMessage(null);
    const outcome = await basketStore.applyPromo(trimmed);
    setBusy(false);
    if (outcome.kind === 'applied') setCode('');
    else if (outcome.kind === 'guest') setMessage({ kind: 'login' });
    else if (outcome.kind === 'invalid') setMessage({ kind: 'invalid', reason: outcome.reason });
    else if (outcome.kind === 'rate-limited') setLimitMessage(outcome.message ?? t('promoTooMany'));
    else setMessage({ kind: 'problem', problem: outcome.problem });
  }

  async function undo() {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    const outcome = await basketStore.removePromo();
    setBusy(false);
    if (!outcome.ok) setMessage({ kind: 'problem', problem: outcome.problem });
  }

  let messageText: string | null = null;
  if (message?.kind === 'login') messageText = t('promoLogin');
  else if (message?.kind === 'invalid') messageText = t(REFUSAL_TEXT[message.reason ?? 'unknown']);
  else if (message) messageText = t(PROBLEM_TEXT[message.problem]);

  return (
    <div className={styles.promo}>
      {basket.promo ? (
        <div className={styles.promoApplied}>
          <p>{t('promoApplied', { code: basket.promo.code, discount: basket.promo.discount })}</p>
          {canRemove ? (
            <button type="button" className="button button-secondary" aria-disabled={busy || undefined} onClick={() => void undo()}>
              {t('promoRemove')}
            </button>
          ) : null}
        </div>
      ) : (
        <form method="post" className={styles.promoForm} onSubmit={(event) => void apply(event)} noValidate>
          <label htmlFor={inputId} className={styles.promoLabel}>
            {t('promoLabel')}
          </label>
          <div className={styles.promoRow}>
            <input
              id={inputId}
              className={styles.promoInput}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setMessage(null);
              }}
              maxLength={PROMO_CODE_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={message?.kind === 'invalid' || undefined}
              aria-describedby={messageText ? messageId : undefined}
            />
            {canApply ? (
              <button type="submit" className="button" aria-disabled={busy || undefined}>
                {t('promoApply')}
              </button>
            ) : null}
          </div>
        </form>
      )}
      {messageText ? (
        <div id={messageId} className={styles.promoMessage} role="alert">
          <p>{messageText}</p>
          {message?.kind === 'login' || (message?.kind === 'problem' && message.problem === 'session-ended') ? (
            <button type="button" className="button button-secondary" onClick={logIn}>
              {t('logIn')}
            </button>
          ) : null}
        </div>
      ) : null}
      {basket.promoDropped && !basket.promo ? <p className={styles.promoMessage}>{t('promoDropped')}</p> : null}
      <RateLimitModal message={limitMessage} onClose={() => setLimitMessage(null)} />
    </div>
  );
}
