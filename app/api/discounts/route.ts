// GET /api/discounts?offset=&locale=&filters — the provider's list, for "Show more".
import { productListRoute } from '@/lib/bff/catalogue-routes';

export const GET = productListRoute('discounts');
