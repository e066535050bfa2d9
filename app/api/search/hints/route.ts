// GET /api/search/hints?q=&locale= — hints by name and by article while the shopper types.
import { searchHintsRoute } from '@/lib/bff/catalogue-routes';

export const GET = searchHintsRoute;
