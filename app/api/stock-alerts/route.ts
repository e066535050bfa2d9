// GET /api/stock-alerts → 200 {alerts, limit}: the signed-in shopper's back-in-stock alerts, newest
// first. POST /api/stock-alerts {product_id} → 201 {alert} (200 when it was already set): the shopper
// hears once, at the account's e-mail and in this request's language, when the sold-out product has
// codes again. Signed-in shoppers only (401), same origin (403), 422 for a malformed body; the
// provider's refusals pass on with their `reason`: 409 `in_stock`, 409 `limit_reached` (with
// `limit`), 404 for an unknown product (docs/stock-alerts-contract.md).
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { stockAlertRequestSchema } from '@/lib/contracts/stock-alert-request';
import { createStockAlert, listStockAlerts } from '@/lib/provider/stock-alerts';

export const GET = providerRoute({
  capability: 'stock-alerts',
  auth: 'required',
  async handle({ call }) {
    const result = await listStockAlerts(call);
    return result.ok ? reply(result.data) : result;
  },
});

export const POST = providerRoute({
  capability: 'stock-alerts',
  auth: 'required',
  body: stockAlertRequestSchema,
  async handle({ call, body }) {
    const result = await createStockAlert(call, body.product_id);
    return result.ok ? reply({ alert: result.data.alert }, result.data.created ? 201 : 200) : result;
  },
});
