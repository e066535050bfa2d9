// GET /api/products/feedbacks/{id}?offset=&locale= — a product's reviews, paged.
import type { NextRequest } from 'next/server';
import { reviewsRoute } from '@/lib/bff/catalogue-routes';

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return reviewsRoute(request, id);
}
