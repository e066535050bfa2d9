// Serves product covers (generated SVG) and country flags (flag-icons files) with long-lived caching.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { renderCoverSvg } from '../media/cover';
import { coverData } from '../catalogue/queries';
import type { Queryable } from '../db/types';
import { PROVIDER_LOCALES, type ProviderLocale } from '../seed/types';
import { notFound, sendBody } from './respond';
import { parseProductId } from './params';

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
  // An SVG opened directly must not run scripts or load anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

const FLAGS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
);
/** Flag files never change while the process runs; a null entry remembers a missing file. */
const flagCache = new Map<string, Buffer | null>();

/** The language a cover path names, spelt exactly as the API writes it ("pt-BR"); null for anything else. */
export function coverLocale(segment: string): ProviderLocale | null {
  return PROVIDER_LOCALES.find((locale) => locale === segment) ?? null;
}

/**
 * A product's cover in `locale`: the language of its path (/media/covers/{locale}/{id}.svg, what the
 * API's cover_path names) or, on the older /media/covers/{id}.svg, of the request.
 */
export async function sendCover(
  res: ServerResponse,
  db: Queryable,
  fileName: string,
  locale: ProviderLocale,
  localeInPath: boolean,
): Promise<void> {
  const match = /^(.+)\.svg$/.exec(fileName);
  const id = match ? parseProductId(match[1]!) : null;
  if (id === null) throw notFound('Cover not found');
  const row = await coverData(db, id, locale);
  if (!row) throw notFound('Cover not found');
  const svg = await renderCoverSvg({
    locale,
    title: row.title,
    cover_text: row.cover_text,
    brand_color: row.brand_color,
    nominal_value: Number(row.nominal_value),
    nominal_currency: row.nominal_currency,
    category_name: row.category_name,
  });
  // Without the language in the path, the answer follows Accept-Language, so caches must key on it.
  sendBody(res, 200, svg, localeInPath ? SVG_HEADERS : { ...SVG_HEADERS, Vary: 'Accept-Language' });
}

export async function sendFlag(res: ServerResponse, fileName: string): Promise<void> {
  const match = /^([A-Za-z]{2})\.svg$/.exec(fileName);
  if (!match) throw notFound('Flag not found');
  const code = match[1]!.toLowerCase();
  let svg = flagCache.get(code);
  if (svg === undefined) {
    // `code` is exactly two ASCII letters, so the path cannot leave FLAGS_DIR.
    svg = await readFile(path.join(FLAGS_DIR, `${code}.svg`)).catch(() => null);
    flagCache.set(code, svg);
  }
  if (svg === null) throw notFound('Flag not found');
  sendBody(res, 200, svg, SVG_HEADERS);
}
