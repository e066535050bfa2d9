// The information pages' text in the page's language, with the shop's facts (lib/brand/identity.ts, read at
// run time) and
// amounts filled in, so every page quotes the same company details, e-mail and top-up minimum.
import type { FaqContent, InfoContent, ShopFacts } from '@/content/info/types';
import { infoContent as en } from '@/content/info/en';
import { infoContent as hi } from '@/content/info/hi';
import { infoContent as ptBR } from '@/content/info/pt-BR';
import { infoContent as ru } from '@/content/info/ru';
import type { Locale } from '@/i18n/routing';
import { CENTS_PER_EURO, formatDate, formatWholeEuros } from '@/lib/i18n/format';
import { shopBrand } from '@/lib/brand/identity';
import { TOP_UP_MIN_CENTS } from '@/lib/types/payment';

/** The day the current versions of the documents took effect. */
export const DOCUMENTS_EFFECTIVE_DATE = '2026-11-01T12:00:00Z';

const CONTENT: Record<Locale, (facts: ShopFacts) => InfoContent> = { 'pt-BR': ptBR, en, ru, hi };

export function shopFacts(locale: Locale, supportHours: string): ShopFacts {
  const brand = shopBrand();
  return {
    tradeName: brand.name,
    legalName: brand.legalName,
    cnpj: brand.cnpj,
    address: brand.address,
    email: brand.supportEmail,
    phone: brand.supportPhone,
    supportHours,
    minTopUp: formatWholeEuros(TOP_UP_MIN_CENTS / CENTS_PER_EURO, locale),
    effectiveDate: formatDate(DOCUMENTS_EFFECTIVE_DATE, locale),
  };
}

/** The information pages' text in one language; `supportHours` is the footer's message. */
export function infoContent(locale: Locale, supportHours: string): InfoContent {
  return CONTENT[locale](shopFacts(locale, supportHours));
}

/** A FAQ answer as plain text (for JSON-LD): paragraphs and list items joined. */
export function faqAnswerText(answer: FaqContent['items'][number]['answer']): string {
  return answer.map((block) => (typeof block === 'string' ? block : block.join('\n'))).join('\n\n');
}
