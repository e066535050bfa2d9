// What the order history's BFF routes share: the texts of their own refusals (the "Orders"
// namespace of messages/*.json) and the order id in their path.
import 'server-only';
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { localeMessages } from '@/lib/i18n/server-messages';
import { providerRoute, reply, type RouteReply } from '@/lib/bff/provider-route';
import { apiText } from '@/lib/bff/i18n';
import { isOrderIdParam } from '@/lib/bff/payment/requests';
import { paymentReply } from '@/lib/bff/payment/responses';
import { RATE_RULES, userKey } from '@/lib/bff/rate-limit';
import type { ProviderResult } from '@/lib/provider/errors';
import type { ProviderCall } from '@/lib/provider/fetcher';

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

/**
 * POST /api/orders/{id}/<action> {}: a signed-in shopper's action on one order of theirs. A
 * malformed id is a 404 without a provider call, the body must be a JSON object (its fields are
 * ignored), the payment rate limit of the account applies, and the provider's answer (or refusal)
 * is passed on as the payment routes pass theirs.
 */
export function orderActionRoute<T>(action: (call: ProviderCall, orderId: string) => Promise<ProviderResult<T>>) {
  return providerRoute<Record<string, never>, undefined, { id: string }>({
    capability: 'order-history',
    auth: 'required',
    params: (params) => isOrderIdParam(params, 'id'),
    body: z.object({}).transform(() => ({})),
    rateLimits: ({ session }) => [[RATE_RULES.paymentPerAccount, userKey(session.user?.id)]],
    async handle({ locale, call, params }) {
      return paymentReply(await action(call, params.id), locale);
    },
  });
}
