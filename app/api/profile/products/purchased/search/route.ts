// GET /api/profile/products/purchased/search?page=&search_string= → 200 {result: {products, total,
// page, limit}}, newest first, covers as the storefront's /media/... URLs.
import { z } from 'zod';
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { searchPurchases } from '@/lib/provider/account';
import { SEARCH_MAX_LENGTH } from '@/lib/search/input-rules';

const purchasesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search_string: z
    .string()
    .default('')
    .transform((value) => value.trim())
    .pipe(z.string().max(SEARCH_MAX_LENGTH)),
});

export const GET = providerRoute({
  auth: 'required',
  query: purchasesQuery,
  async handle({ call, query }) {
    const result = await searchPurchases(call, query);
    return result.ok ? reply({ result: result.data }) : result;
  },
});
