// What the browser sees of back-in-stock alerts (docs/stock-alerts-contract.md "BFF"): the types of
// the shapes in lib/contracts/stock-alerts.ts. `cover_path` is a storefront URL (/media/...).
import type { Infer } from '@/lib/contracts/shape';
import type { stockAlertListShape, stockAlertShape } from '@/lib/contracts/stock-alerts';

export type StockAlert = Infer<typeof stockAlertShape>;
export type StockAlertList = Infer<typeof stockAlertListShape>;
