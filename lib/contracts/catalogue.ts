// The catalogue's shared pieces of the contract (reference-provider/API.md "Shapes"): the category
// as a product or a basket line names it. The provider's full catalogue answers are parsed in
// lib/provider/schemas.ts, built on this. Browser-safe.
import { z } from 'zod';

/** A category as a product names it; `formatted_name` is its URL segment. */
export const categoryRefSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  formatted_name: z.string().regex(/^[a-z0-9-]+$/),
});
