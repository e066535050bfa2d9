// What the browser sees of back-in-stock alerts (docs/stock-alerts-contract.md "BFF"): the types of
// the schemas in lib/contracts/stock-alerts.ts. `cover_path` is a storefront URL (/media/...).
import type { z } from 'zod';
import type { stockAlertListSchema, stockAlertSchema } from '@/lib/contracts/stock-alerts';

export type StockAlert = z.output<typeof stockAlertSchema>;
export type StockAlertList = z.output<typeof stockAlertListSchema>;
