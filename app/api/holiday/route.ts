// GET /api/holiday?offset=&locale=&filters — the holiday selection, for "Show more".
import { productListRoute } from '@/lib/bff/catalogue-routes';

export const GET = productListRoute('holiday');
