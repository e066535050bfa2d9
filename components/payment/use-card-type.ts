'use client';
// The brand shown beside the card number (docs/product/validation.md; POST /card-type, provider-calls.md): once the first 8
// digits are typed, the BFF is asked once per distinct prefix; typing further digits asks nothing
// new. Until the answer comes, and when the lookup fails, the brand is read from the prefix
// locally (lib/payment/card.ts), so a slow or failed lookup never blocks paying. Only the
// 8-digit prefix ever leaves the browser here, never the whole number.
import { useLocale } from 'next-intl';
import { useRef, useState } from 'react';
import { type CardBrand, cardBrand, cardTypePrefix, nextCardTypeLookup } from '@/lib/payment/card';
import { paymentApi } from '@/lib/client/payment';

export interface CardType {
  /** Call with the number after every change: asks the BFF when a new 8-digit prefix appears. */
  lookUp: (number: string) => void;
  /** The brand to show for the number: the BFF's answer for its prefix, else the local guess. */
  brandOf: (number: string) => CardBrand | null;
}

export function useCardType(): CardType {
  const locale = useLocale();
  // The prefix asked last; an answer for another prefix arriving late is still kept for that prefix.
  const lastAsked = useRef<string | null>(null);
  const [answers, setAnswers] = useState<ReadonlyMap<string, CardBrand | null>>(() => new Map());

  function lookUp(number: string) {
    const prefix = nextCardTypeLookup(number, lastAsked.current);
    if (prefix === null) return;
    lastAsked.current = prefix;
    if (answers.has(prefix)) return;
    void paymentApi.cardType(locale, prefix).then((result) => {
      if (!result.ok) return;
      setAnswers((known) => new Map(known).set(prefix, result.data.type));
    });
  }

  function brandOf(number: string): CardBrand | null {
    const prefix = cardTypePrefix(number);
    if (prefix !== null && answers.has(prefix)) return answers.get(prefix) ?? null;
    return cardBrand(number);
  }

  return { lookUp, brandOf };
}
