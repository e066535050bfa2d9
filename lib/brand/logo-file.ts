// The operator's logo file (SHOP_LOGO_FILE, lib/brand/identity.ts) as an HTTP answer: read from disk at run
// time, its type from the extension, never larger than the start-up check allows. An SVG is served
// with a policy that runs no script in it and loads nothing, so a logo cannot act for the shop's
// origin even when opened on its own.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LOGO_FILE_MAX_BYTES, LOGO_TYPES, shopBrand } from '@/lib/brand/identity';

export async function brandLogoResponse(env: Record<string, string | undefined> = process.env): Promise<Response> {
  const file = shopBrand(env).logoFile;
  const type = file ? LOGO_TYPES[path.extname(file).toLowerCase()] : undefined;
  if (!file || !type) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > LOGO_FILE_MAX_BYTES) throw new Error('not a usable logo');
    const body = await readFile(file);
    return new Response(new Uint8Array(body), {
      headers: {
        'Content-Type': type,
        // A rebrand shows within the hour without a rebuild; browsers may revalidate sooner.
        'Cache-Control': 'public, max-age=3600',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch {
    return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
}
