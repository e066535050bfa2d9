// The back-in-stock alerts' shapes (docs/stock-alerts-contract.md), declared once: the provider's
// answers are parsed with them (lib/provider/stock-alerts.ts), lib/types/stock-alerts.ts infers from
// them, and the browser's hand-written readers (lib/client/stock-alerts.ts) are typed by them.
// Browser-safe.
import { z } from 'zod';
import { PRODUCT_ID_MAX } from '@/lib/catalogue/product-id';
import { mediaPath } from './media';

/** One alert: the product (its name in the answer's language), and the language its mail will be in. */
export const stockAlertSchema = z.object({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  name: z.string().max(512),
  cover_path: mediaPath,
  locale: z.enum(['pt-BR', 'en', 'ru', 'hi']),
  created_at: z.string().min(1).max(64),
});

/** The account's alerts, newest first, and how many it may keep. */
export const stockAlertListSchema = z.object({
  alerts: z.array(stockAlertSchema).max(1000),
  limit: z.number().int().positive(),
});

/** POST /api/stock-alerts: the sold-out product to hear about. */
export const stockAlertRequestSchema = z.object({ product_id: z.number().int().positive().max(PRODUCT_ID_MAX) }).strict();

/** The `reason` of the provider's refusals: the product has codes, or the account has `limit` alerts. */
export const STOCK_ALERT_IN_STOCK = 'in_stock';
export const STOCK_ALERT_LIMIT_REACHED = 'limit_reached';

/** An alert's id in a path. */
export const STOCK_ALERT_ID = /^[1-9][0-9]{0,9}$/;
