'use client';
// The card number (docs/product/validation.md): shown in blocks of 4, 4, 4 and up to 7 as it is typed or pasted,
// complete from 16 digits (American Express: 4, 6 and 5, complete at 15); the brand (Mastercard, Visa, Mir, American Express) appears under it
// once it is known (use-card-type.ts). No maxLength: a pasted "4242-4242-…" is cut by the mask at
// 19 digits, not by the browser at some count of characters. No `name`: the number never goes
// into a form submission.
import { useTranslations } from 'next-intl';
import { TextInput } from '@/components/ui/text-input';
import { CARD_BRAND_LABELS, type CardBrand, formatCardNumber } from '@/lib/payment/card';

interface CardNumberInputProps {
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  brand: CardBrand | null;
}

export function CardNumberInput({ value, onValueChange, onBlur, error, brand }: CardNumberInputProps) {
  const t = useTranslations('CardPayment');
  return (
    <TextInput
      label={t('cardNumber')}
      value={value}
      onValueChange={(typed) => onValueChange(formatCardNumber(typed))}
      onBlur={onBlur}
      error={error}
      hint={brand ? t('cardBrand', { brand: CARD_BRAND_LABELS[brand] }) : undefined}
      inputMode="numeric"
      autoComplete="cc-number"
      autoCorrect="off"
      spellCheck={false}
      placeholder="0000 0000 0000 0000"
      required
    />
  );
}
