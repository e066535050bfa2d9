// GET /api/categories/{formatted_name}?offset=&locale= — a category's next page, for "Show more".
import type { NextRequest } from 'next/server';
import { categoryPageRoute } from '@/lib/bff/catalogue-routes';

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return categoryPageRoute(request, id);
}
