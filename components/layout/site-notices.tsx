'use client';
// The notices a visitor answers once, shown one at a time as a compact bar at the bottom of the screen,
// so that neither hides the header or a product's buy button: first the language offer, when the
// browser prefers another of the shop's languages (so the cookie question is then asked in the
// language the visitor reads: "switch" opens the page in it, where the cookie banner comes), then the
// cookie banner, once the offer is answered or when there is none.
import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { CookieBanner } from './cookie-banner';
import { LanguageOffer, type LanguageOfferTexts } from './language-offer';

export function SiteNotices({ offerTexts }: { offerTexts: Partial<Record<Locale, LanguageOfferTexts>> | null }) {
  const [offerSettled, setOfferSettled] = useState(false);
  if (offerTexts === null || offerSettled) return <CookieBanner />;
  return <LanguageOffer texts={offerTexts} onSettled={() => setOfferSettled(true)} />;
}
