// POST /api/stock-alerts: the sold-out product to hear about (docs/stock-alerts-contract.md "BFF").
// A request body, read by the BFF only, so zod.
import { z } from 'zod';
import { PRODUCT_ID_MAX } from '@/lib/catalogue/product-id';

export const stockAlertRequestSchema = z.object({ product_id: z.number().int().positive().max(PRODUCT_ID_MAX) }).strict();
