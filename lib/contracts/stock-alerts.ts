// The back-in-stock alerts' shapes (docs/stock-alerts-contract.md), declared once (./shape.ts): the
// provider's answers are parsed with them (lib/provider/stock-alerts.ts, through ./zod-of-shape.ts),
// lib/types/stock-alerts.ts infers from them, and the browser reads the BFF's answers with them
// (lib/client/stock-alerts.ts). Browser-safe, no zod; the request body's schema is in
// ./stock-alert-request.ts.
import { list, mediaPath, object, oneOf, text, whole } from './shape';

/** One alert: the product (its name in the answer's language), and the language its mail will be in. */
export const stockAlertShape = object({
  id: whole(1),
  product_id: whole(1),
  name: text(512),
  cover_path: mediaPath,
  locale: oneOf(['pt-BR', 'en', 'ru', 'hi']),
  created_at: text(64, 1),
});

/** The account's alerts, newest first, and how many it may keep. */
export const stockAlertListShape = object({
  alerts: list(stockAlertShape, 1000),
  limit: whole(1),
});

/** The `reason` of the provider's refusals: the product has codes, or the account has `limit` alerts. */
export const STOCK_ALERT_IN_STOCK = 'in_stock';
export const STOCK_ALERT_LIMIT_REACHED = 'limit_reached';

/** An alert's id in a path. */
export const STOCK_ALERT_ID = /^[1-9][0-9]{0,9}$/;
