// GET /api/filter-options?locale= — the filters' country, currency and category choices.
import { filterOptionsRoute } from '@/lib/bff/filter-options-route';

export const GET = filterOptionsRoute;
