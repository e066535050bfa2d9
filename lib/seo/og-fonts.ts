// Fonts of the Open Graph images: Noto Sans for Latin and Cyrillic and Noto Sans Devanagari (bold),
// read once from the npm packages (no network) in the order a character looks for its glyph. They
// are WOFF files; lib/seo/og-text.ts unwraps them for HarfBuzz, which shapes and outlines the text.
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const FILES = [
  ['latin', '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'],
  ['latin-ext', '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'],
  ['cyrillic', '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff'],
  ['devanagari', '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff'],
] as const;

export type OgFontSubset = (typeof FILES)[number][0];

export interface OgFontFile {
  subset: OgFontSubset;
  woff: Uint8Array;
}

let loading: Promise<OgFontFile[]> | null = null;

export function ogFontFiles(): Promise<OgFontFile[]> {
  loading ??= Promise.all(
    FILES.map(async ([subset, file]) => ({ subset, woff: new Uint8Array(await readFile(path.join(process.cwd(), 'node_modules', file))) })),
  ).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
