// What every route that creates an order does (docs/payments-contract.md "BFF" and "Idempotency"):
// signed-in shoppers only, 30 orders per account in 10 minutes, the checkout attempt's
// Idempotency-Key checked and forwarded, 201 Created (200 when the provider says the key repeats an
// order). Route files only say their body schema and which provider call creates the order.
import 'server-only';
import type { z } from 'zod';
import type { ProviderResult } from '@/lib/provider';
import { type RouteContext, type RouteHandler, type RouteReply, providerRoute } from '../provider-route';
import { RATE_RULES, userKey } from '../rate-limit';
import { idempotencyKeyOf, paymentReply } from './responses';

export interface OrderRouteOptions<Body, Created> {
  body: z.ZodType<Body>;
  /** The provider call; `{refused}`: a request the route itself refuses before calling. */
  create: (
    context: RouteContext<Body, undefined, Record<string, string>>,
    idempotencyKey: string | undefined,
  ) => Promise<ProviderResult<Created> | { refused: RouteReply }>;
}

export function orderCreationRoute<Body, Created>(options: OrderRouteOptions<Body, Created>): RouteHandler<Record<string, string>> {
  return providerRoute<Body>({
    auth: 'required',
    body: options.body,
    rateLimits: ({ session }) => [[RATE_RULES.orderCreatePerAccount, userKey(session.user?.id)]],
    async handle(context) {
      const key = idempotencyKeyOf(context.request, context.locale);
      if (!key.ok) return key.reply;
      const result = await options.create(context, key.key);
      return 'refused' in result ? result.refused : paymentReply(result, context.locale, 201);
    },
  });
}
