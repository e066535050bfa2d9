'use client';
// The layout's islands that first paint does not need, in one chunk that later-islands.tsx loads
// after the page is up: the bottom notices (language offer, cookie banner: shown only after
// hydration anyway), the account, payment and basket panel hosts (their content loads on first
// opening), and the readers of the query's account and payment parameters.
import { Suspense } from 'react';
import { AccountLinkParams } from '@/components/auth/account-link-params';
import { AccountModalHost } from '@/components/auth/account-modal-host';
import { BasketPanelHost } from '@/components/basket/basket-panel-host';
import { PaymentLinkParams } from '@/components/payment/payment-link-params';
import { PaymentModalHost } from '@/components/payment/payment-modal-host';
import type { Locale } from '@/i18n/routing';
import type { LocalRate } from '@/lib/i18n/local-price';
import type { Category } from '@/lib/types/catalogue';
import type { LanguageOfferTexts } from './language-offer';
import { SiteNotices } from './site-notices';

export interface DeferredIslandsProps {
  /** The language offer's texts (pages of the default language), or null. */
  offerTexts: Partial<Record<Locale, LanguageOfferTexts>> | null;
  /** What the basket's empty state links to. */
  categories: Category[];
  localRate: LocalRate | null;
}

export function DeferredIslands({ offerTexts, categories, localRate }: DeferredIslandsProps) {
  return (
    <>
      <SiteNotices offerTexts={offerTexts} />
      <AccountModalHost />
      <PaymentModalHost />
      <BasketPanelHost categories={categories} localRate={localRate} />
      {/* Read the query (?auth=, e-mail link tokens, ?paymentConfirmOrder=, ?showModal=). */}
      <Suspense fallback={null}>
        <AccountLinkParams />
      </Suspense>
      <Suspense fallback={null}>
        <PaymentLinkParams />
      </Suspense>
    </>
  );
}
