// The catalogue's shared pieces of the contract (reference-provider/API.md "Shapes"): the category
// as a product, a basket line or a wished product names it. The provider's full catalogue answers
// are parsed in lib/provider/schemas.ts, built on this. Browser-safe, no zod (./shape.ts).
import { object, text, whole } from './shape';

/** A category as a product names it; `formatted_name` is its URL segment. */
export const categoryRefShape = object({
  id: whole(1),
  name: text(Infinity, 1),
  formatted_name: text(Infinity, 0, /^[a-z0-9-]+$/),
});
