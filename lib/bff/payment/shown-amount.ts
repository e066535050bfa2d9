// What a Pix or UPI order is made on (lib/bff/payment/requests.ts): the quote the checkout showed
// where the provider gives quotes (lib/provider/capabilities.ts `payment-quotes`), else the euro
// total shown. A request that names neither is refused with a 422 on the field it lacks.
import 'server-only';
import type { Locale } from '@/i18n/routing';
import { offers } from '@/lib/provider/capabilities';
import type { ShownAmount } from '@/lib/provider/payment';
import { reply, type RouteReply } from '../provider-route';
import { apiText, validationText } from '../i18n';

export async function shownAmount(body: { quote_id?: string; amount?: number }, locale: Locale): Promise<{ ok: true; shown: ShownAmount } | { ok: false; reply: RouteReply }> {
  const quoted = await offers('payment-quotes');
  if (quoted && body.quote_id !== undefined) return { ok: true, shown: { quote_id: body.quote_id } };
  if (!quoted && body.amount !== undefined) return { ok: true, shown: { amount: body.amount } };
  const field = quoted ? 'quote_id' : 'amount';
  return { ok: false, reply: reply({ message: apiText(locale)('invalidFields'), errors: { [field]: [validationText(locale, 'required')] } }, 422) };
}
