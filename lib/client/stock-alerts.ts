// The browser's calls to the BFF's back-in-stock alert routes (docs/stock-alerts-contract.md "BFF"):
// the account's alerts, setting one on a sold-out product, cancelling one. Read with the contract's
// zod-free shapes (lib/contracts/stock-alerts.ts): the product page's button loads this, and it
// should stay small.
import { ok, object, reader } from '@/lib/contracts/shape';
import { stockAlertListShape, stockAlertShape } from '@/lib/contracts/stock-alerts';
import { bffRequest } from './request';

export const readStockAlert = reader(stockAlertShape);
const readList = reader(stockAlertListShape);
const readCreated = reader(object({ alert: stockAlertShape }));
const readOk = reader(ok);

/** The SWR key of the account's alerts, shared by the product page's button and the cabinet. */
export const STOCK_ALERTS_KEY = '/api/stock-alerts';

export const stockAlertsApi = {
  list: (locale: string) => bffRequest('GET', STOCK_ALERTS_KEY, locale, { read: readList }),
  /** 201 set, 200 already set; 409 with `reason` `in_stock` or `limit_reached`. */
  create: (locale: string, productId: number) => bffRequest('POST', STOCK_ALERTS_KEY, locale, { body: { product_id: productId }, read: readCreated }),
  remove: (locale: string, id: number) => bffRequest('DELETE', `${STOCK_ALERTS_KEY}/${encodeURIComponent(String(id))}`, locale, { read: readOk }),
};
