'use client';
// The card modal's form (docs/product/order-states.md, validation.md): the top-up amount (balance only),
// the card number, expiry and CVV (modal flow only; the hosted page asks for them in the redirect
// flow), the two consents and the pay button, disabled until all of it is valid. A field's error
// shows once it was left or a submit was tried, in the shopper's language; the server's own text
// for a field stays under it until that field is edited. While paying, the button says so and a
// second click does nothing. What the shopper typed lives in this component's state only: never
// in storage, a URL or a log, and the inputs have no `name`, so no form submission can carry it.
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatPrice } from '@/lib/i18n/format';
import { cardBrand, cardFormSchema, type CardFormOutput, cardNumberProblem, cvvProblem, expiryProblem } from '@/lib/payment/card';
import type { PaymentValidationKey } from '@/lib/payment/validation-keys';
import type { CardFlow } from '@/lib/types/payment';
import { CardExpiryInput } from './card-expiry-input';
import { CardNumberInput } from './card-number-input';
import { CvvInput } from './cvv-input';
import { bothConsentsGiven, type Consents, PaymentConsents } from './payment-consents';
import { TopUpAmountInput, topUpAmountProblem, topUpCents, useTopUpAmountMessage } from './top-up-amount-input';
import { useCardType } from './use-card-type';
import styles from './card-modal.module.css';

export type CardField = 'amount' | 'cardNumber' | 'expiry' | 'cvv';
export type CardFieldErrors = Partial<Record<CardField, string>>;

/** What the form hands over once everything is valid. */
export interface CardSubmission {
  /** Cents, for a balance top-up; null for a purchase. */
  replenishmentValue: number | null;
  /** The parsed card, in the modal flow; null in the redirect flow. */
  card: CardFormOutput | null;
}

/** What became of a payment attempt, as far as the form is concerned. */
export type PayOutcome =
  /** The page goes to the bank or the hosted page, or the modal closes: the button stays busy. */
  | { kind: 'leaving' }
  /** The modal shows something else (a refusal, the rate-limit modal): the form is ready again. */
  | { kind: 'shown-elsewhere' }
  /** The server's texts for fields, and a message when none of them is a field of this form. */
  | { kind: 'fields'; errors: CardFieldErrors; message: string | null }
  | { kind: 'message'; text: string };

interface CardFormProps {
  kind: 'purchase' | 'balance';
  flow: CardFlow;
  /** Cents: a purchase's total, from the basket until its order was created, then the order's. */
  orderTotal: number | null;
  /** Hidden, not unmounted, while the modal shows a refusal: everything entered is kept. */
  hidden: boolean;
  onPay: (submission: CardSubmission) => Promise<PayOutcome>;
}

const EMPTY_VALUES: Record<CardField, string> = { amount: '', cardNumber: '', expiry: '', cvv: '' };

export function CardForm({ kind, flow, orderTotal, hidden, onPay }: CardFormProps) {
  const t = useTranslations('CardPayment');
  const validation = useTranslations('Validation');
  const amountMessage = useTopUpAmountMessage();
  const locale = useLocale();
  const hintId = useId();
  const cardType = useCardType();
  const [values, setValues] = useState(EMPTY_VALUES);
  const [consents, setConsents] = useState<Consents>({ privacy: false, noRefund: false });
  const [left, setLeft] = useState<ReadonlySet<CardField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<CardFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Set at once on submit, before any re-render, so a double click sends one payment.
  const busy = useRef(false);
  // The clock of the expiry check while the modal is open (the schema checks again on submit).
  const [now] = useState(() => new Date());

  const asksAmount = kind === 'balance';
  const asksCard = flow === 'modal';

  const amountProblem = asksAmount ? topUpAmountProblem(values.amount) : null;
  // The code's length follows the number's brand (4 digits for American Express).
  const numberBrand = cardBrand(values.cardNumber);
  const problems: Record<CardField, string | null> = {
    amount: amountProblem ? amountMessage(amountProblem) : null,
    cardNumber: asksCard ? messageOf(cardNumberProblem(values.cardNumber)) : null,
    expiry: asksCard ? messageOf(expiryProblem(values.expiry, now)) : null,
    cvv: asksCard ? messageOf(cvvProblem(values.cvv, numberBrand)) : null,
  };
  const complete = Object.values(problems).every((problem) => problem === null) && bothConsentsGiven(consents);

  function messageOf(key: PaymentValidationKey | null): string | null {
    return key === null ? null : validation(key);
  }

  // Back from the bank page through the browser's history (a page restored from the back-forward
  // cache): the attempt is over, so the button works again.
  useEffect(() => {
    function restored(event: PageTransitionEvent) {
      if (!event.persisted) return;
      busy.current = false;
      setPending(false);
    }
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  function change(field: CardField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }

  function leave(field: CardField) {
    setLeft((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }

  function errorOf(field: CardField): string | undefined {
    const problem = left.has(field) || submitted ? problems[field] : null;
    return problem ?? serverErrors[field];
  }

  function readSubmission(): CardSubmission | null {
    if (!complete) return null;
    const replenishmentValue = asksAmount ? topUpCents(values.amount) : null;
    if (!asksCard) return { replenishmentValue, card: null };
    const card = cardFormSchema.safeParse({ cardNumber: values.cardNumber, expiry: values.expiry, cvv: values.cvv });
    return card.success ? { replenishmentValue, card: card.data } : null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    setSubmitted(true);
    const submission = readSubmission();
    if (!submission) return;
    busy.current = true;
    setPending(true);
    setFormError(null);
    setServerErrors({});
    let outcome: PayOutcome;
    try {
      outcome = await onPay(submission);
    } catch {
      outcome = { kind: 'message', text: t('somethingWrong') };
    }
    if (outcome.kind === 'leaving') return;
    busy.current = false;
    setPending(false);
    if (outcome.kind === 'fields') {
      setServerErrors(outcome.errors);
      setFormError(outcome.message);
    } else if (outcome.kind === 'message') {
      setFormError(outcome.text);
    }
  }

  const amountCents = asksAmount && amountProblem === null ? topUpCents(values.amount) : orderTotal;
  const payLabel = amountCents !== null ? t('payAmount', { amount: formatPrice(amountCents, locale) }) : t('pay');
  const brand = cardType.brandOf(values.cardNumber);

  return (
    // method="post": even if a script failed, nothing typed could ever end up in a URL.
    <form className={styles.form} method="post" onSubmit={(event) => void submit(event)} noValidate hidden={hidden}>
      {asksAmount ? (
        <TopUpAmountInput value={values.amount} onValueChange={(value) => change('amount', value)} onBlur={() => leave('amount')} error={errorOf('amount')} />
      ) : null}
      {asksCard ? (
        <>
          <CardNumberInput
            value={values.cardNumber}
            onValueChange={(value) => {
              change('cardNumber', value);
              cardType.lookUp(value);
            }}
            onBlur={() => leave('cardNumber')}
            error={errorOf('cardNumber')}
            brand={brand}
          />
          <div className={styles.row}>
            <CardExpiryInput value={values.expiry} onValueChange={(value) => change('expiry', value)} onBlur={() => leave('expiry')} error={errorOf('expiry')} />
            <CvvInput
              value={values.cvv}
              onValueChange={(value) => change('cvv', value)}
              onBlur={() => leave('cvv')}
              error={errorOf('cvv')}
              brand={numberBrand}
            />
          </div>
        </>
      ) : null}
      <PaymentConsents value={consents} onChange={setConsents} />
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button ${styles.submit}`}
        disabled={pending || !complete}
        aria-busy={pending || undefined}
        aria-describedby={!complete && !pending ? hintId : undefined}
      >
        {pending ? t('paying') : payLabel}
      </button>
      {!complete && !pending ? (
        <p id={hintId} className={styles.hint}>
          {t('submitHint')}
        </p>
      ) : null}
    </form>
  );
}
