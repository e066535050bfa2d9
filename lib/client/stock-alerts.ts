// The browser's calls to the BFF's back-in-stock alert routes (docs/stock-alerts-contract.md "BFF"):
// the account's alerts, setting one on a sold-out product, cancelling one. Read by hand, without
// zod: the product page's button loads this, and it should stay small.
import type { StockAlert, StockAlertList } from '@/lib/types/stock-alerts';
import { isRecord, isString, isWhole, readEvery, readOk, type Reader } from './read';
import { bffRequest } from './request';

const LOCALES = new Set(['pt-BR', 'en', 'ru', 'hi']);

export const readStockAlert: Reader<StockAlert> = (value) => {
  if (!isRecord(value)) return null;
  const { id, product_id, name, cover_path, locale, created_at } = value;
  if (!isWhole(id, 1) || !isWhole(product_id, 1) || !isString(name) || !isString(cover_path) || !isString(created_at)) return null;
  if (!isString(locale) || !LOCALES.has(locale)) return null;
  return { id, product_id, name, cover_path, locale: locale as StockAlert['locale'], created_at };
};

const readList: Reader<StockAlertList> = (value) => {
  if (!isRecord(value) || !isWhole(value.limit, 1)) return null;
  const alerts = readEvery(value.alerts, readStockAlert);
  return alerts ? { alerts, limit: value.limit } : null;
};

const readCreated: Reader<{ alert: StockAlert }> = (value) => {
  const alert = isRecord(value) ? readStockAlert(value.alert) : null;
  return alert ? { alert } : null;
};

/** The SWR key of the account's alerts, shared by the product page's button and the cabinet. */
export const STOCK_ALERTS_KEY = '/api/stock-alerts';

export const stockAlertsApi = {
  list: (locale: string) => bffRequest('GET', STOCK_ALERTS_KEY, locale, { read: readList }),
  /** 201 set, 200 already set; 409 with `reason` `in_stock` or `limit_reached`. */
  create: (locale: string, productId: number) => bffRequest('POST', STOCK_ALERTS_KEY, locale, { body: { product_id: productId }, read: readCreated }),
  remove: (locale: string, id: number) => bffRequest('DELETE', `${STOCK_ALERTS_KEY}/${encodeURIComponent(String(id))}`, locale, { read: readOk }),
};
