'use client';
// The top-up amount of the balance card modal (docs/product/validation.md, limits.md): whole euros, digits only, at most
// 7 characters, at least 100 € (placeholder "from 100 €" in the shopper's language), and no more
// than the provider takes (1 000 000 €). The order is created with the amount in cents.
import { useLocale, useTranslations } from 'next-intl';
import { TextInput } from '@/components/ui/text-input';
import { CENTS_PER_EURO, formatWholeEuros } from '@/lib/i18n/format';
import { TOP_UP_INPUT_MAX_LENGTH, TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@/lib/types/payment';

export type TopUpAmountProblem = 'required' | 'amountTooSmall' | 'amountTooLarge';

/**
 * What the field keeps of what was typed or pasted: the whole euros before any decimal separator,
 * digits only, at most 7: "150,50" → "150" (never 15050), "1 000" → "1000".
 */
export function topUpAmountText(input: string): string {
  const [whole = ''] = input.split(/[.,]/, 1);
  return whole.replace(/\D/g, '').slice(0, TOP_UP_INPUT_MAX_LENGTH);
}

/** The amount in cents, or null when nothing was entered. */
export function topUpCents(text: string): number | null {
  const digits = topUpAmountText(text);
  return digits === '' ? null : Number(digits) * CENTS_PER_EURO;
}

export function topUpAmountProblem(text: string): TopUpAmountProblem | null {
  const cents = topUpCents(text);
  if (cents === null) return 'required';
  if (cents < TOP_UP_MIN_CENTS) return 'amountTooSmall';
  if (cents > TOP_UP_MAX_CENTS) return 'amountTooLarge';
  return null;
}

interface TopUpAmountInputProps {
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

export function TopUpAmountInput({ value, onValueChange, onBlur, error }: TopUpAmountInputProps) {
  const t = useTranslations('CardPayment');
  const locale = useLocale();
  return (
    <TextInput
      label={t('amount')}
      value={value}
      onValueChange={(typed) => onValueChange(topUpAmountText(typed))}
      onBlur={onBlur}
      error={error}
      placeholder={t('amountPlaceholder', { min: formatWholeEuros(TOP_UP_MIN_CENTS / CENTS_PER_EURO, locale) })}
      inputMode="numeric"
      maxLength={TOP_UP_INPUT_MAX_LENGTH}
      autoComplete="off"
      required
    />
  );
}

/** The text of an amount problem, in the shopper's language. */
export function useTopUpAmountMessage(): (problem: TopUpAmountProblem) => string {
  const t = useTranslations('CardPayment');
  const validation = useTranslations('Validation');
  const locale = useLocale();
  return (problem) => {
    if (problem === 'required') return validation('required');
    if (problem === 'amountTooSmall') return t('amountTooSmall', { min: formatWholeEuros(TOP_UP_MIN_CENTS / CENTS_PER_EURO, locale) });
    return t('amountTooLarge', { max: formatWholeEuros(TOP_UP_MAX_CENTS / CENTS_PER_EURO, locale) });
  };
}
