// Back-in-stock alert calls of the provider (docs/stock-alerts-contract.md "Provider API"): the
// account's alerts, setting one on a sold-out product, cancelling one. Bearer token; nothing cached;
// never retried but the list.
import 'server-only';
import { z } from 'zod';
import { stockAlertListSchema, stockAlertSchema } from '@/lib/contracts/zod-of-shape';
import type { StockAlert, StockAlertList } from '@/lib/types/stock-alerts';
import { okResponse } from './account-schemas';
import { type ProviderResult, mapResult } from './errors';
import { type ProviderCall, providerFetch } from './fetcher';
import { toMediaUrl } from './mappers';

const alertResponse = z.object({ alert: stockAlertSchema });

const toAlert = (alert: StockAlert): StockAlert => ({ ...alert, cover_path: toMediaUrl(alert.cover_path) });

/** GET /api/stock-alerts (bearer). */
export async function listStockAlerts(call: ProviderCall): Promise<ProviderResult<StockAlertList>> {
  const result = await providerFetch({ ...call, path: '/stock-alerts', schema: stockAlertListSchema });
  return mapResult(result, ({ alerts, limit }) => ({ alerts: alerts.map(toAlert), limit }));
}

/** POST /api/stock-alerts (bearer): 201 set, 200 already set (kept in `created`). */
export async function createStockAlert(call: ProviderCall, productId: number): Promise<ProviderResult<{ alert: StockAlert; created: boolean }>> {
  const result = await providerFetch({ ...call, path: '/stock-alerts', method: 'POST', body: { product_id: productId }, schema: alertResponse });
  return result.ok ? { ok: true, data: { alert: toAlert(result.data.alert), created: result.status === 201 } } : result;
}

/** DELETE /api/stock-alerts/{id} (bearer). */
export async function deleteStockAlert(call: ProviderCall, id: number): Promise<ProviderResult<true>> {
  return mapResult(await providerFetch({ ...call, path: `/stock-alerts/${id}`, method: 'DELETE', schema: okResponse }), () => true as const);
}
