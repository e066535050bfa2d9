'use client';
// The card's expiry with the MM/YY mask (docs/product/validation.md): the slash appears with the third digit,
// a lone 2–9 becomes its month "0N", and the date is accepted only at all 5 characters.
import { useTranslations } from 'next-intl';
import { TextInput } from '@/components/ui/text-input';
import { EXPIRY_LENGTH, formatExpiry } from '@/lib/payment/card';

interface CardExpiryInputProps {
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

export function CardExpiryInput({ value, onValueChange, onBlur, error }: CardExpiryInputProps) {
  const t = useTranslations('CardPayment');
  return (
    <TextInput
      label={t('expiry')}
      value={value}
      onValueChange={(typed) => onValueChange(formatExpiry(typed))}
      onBlur={onBlur}
      error={error}
      placeholder={t('expiryPlaceholder')}
      inputMode="numeric"
      autoComplete="cc-exp"
      autoCorrect="off"
      spellCheck={false}
      maxLength={EXPIRY_LENGTH}
      required
    />
  );
}
