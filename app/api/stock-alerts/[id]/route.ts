// DELETE /api/stock-alerts/{id} → 200 {ok: true}: the shopper cancels one of their alerts. A malformed
// id, or one that is not theirs (or already sent or cancelled), is 404 (docs/stock-alerts-contract.md).
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { STOCK_ALERT_ID } from '@/lib/contracts/stock-alerts';
import { deleteStockAlert } from '@/lib/provider/stock-alerts';

export const DELETE = providerRoute<undefined, undefined, { id: string }>({
  capability: 'stock-alerts',
  auth: 'required',
  params: ({ id }) => STOCK_ALERT_ID.test(id),
  async handle({ call, params }) {
    const result = await deleteStockAlert(call, Number(params.id));
    return result.ok ? reply({ ok: true }) : result;
  },
});
