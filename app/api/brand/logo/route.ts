// GET /api/brand/logo: the operator's logo (SHOP_LOGO_FILE), read at run time; 404 without one.
import { brandLogoResponse } from '@/lib/brand/logo-file';

export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return brandLogoResponse();
}
