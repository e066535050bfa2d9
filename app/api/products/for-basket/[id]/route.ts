// GET /api/products/for-basket/{id}?locale= → 200 {product: BasketProduct} (quantity 1, images under
// /media): what a guest's buy click puts into the local basket. Public; malformed or unknown id 404.
import type { NextRequest } from 'next/server';
import { basketProductRoute } from '@/lib/bff/catalogue-routes';

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return basketProductRoute(request, id);
}
