// What the order history's BFF routes share: the texts of their own refusals (the "Orders"
// namespace of messages/*.json) and the order id in their path.
import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { localeMessages } from '@/lib/i18n/server-messages';
import { reply, type RouteReply } from '@/lib/bff/provider-route';
import { apiText } from '@/lib/bff/i18n';

const translators = new Map<Locale, ReturnType<typeof makeOrders>>();

function makeOrders(locale: Locale) {
  return createTranslator({ locale, messages: localeMessages(locale), namespace: 'Orders' });
}

export function ordersText(locale: Locale) {
  let t = translators.get(locale);
  if (!t) {
    t = makeOrders(locale);
    translators.set(locale, t);
  }
  return t;
}

/** 422 {message, errors} naming the paging fields that are not whole numbers in range. */
export function badPaging(locale: Locale, fields: ReadonlyArray<'page' | 'per_page'>): RouteReply {
  const t = ordersText(locale);
  const errors: Record<string, string[]> = {};
  for (const field of fields) errors[field] = [field === 'page' ? t('pageInvalid') : t('perPageInvalid')];
  return reply({ message: apiText(locale)('invalidFields'), errors }, 422);
}
