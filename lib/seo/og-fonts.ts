// Fonts for Open Graph images: Noto Sans for Latin and Cyrillic and Noto Sans Devanagari, read once
// from the npm packages (no network). Satori takes woff, not woff2, and one file per family name.
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const FILES = [
  ['Noto Sans Latin', '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'],
  ['Noto Sans Latin Ext', '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'],
  ['Noto Sans Cyrillic', '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff'],
  ['Noto Sans Devanagari', '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff'],
] as const;

/** The CSS font-family that reaches every file above: Satori falls through it glyph by glyph. */
export const OG_FONT_FAMILY = FILES.map(([name]) => name).join(', ');

export interface OgFont {
  name: string;
  data: ArrayBuffer;
  weight: 700;
  style: 'normal';
}

let loading: Promise<OgFont[]> | null = null;

export function ogFonts(): Promise<OgFont[]> {
  loading ??= Promise.all(
    FILES.map(async ([name, file]) => {
      const buffer = await readFile(path.join(process.cwd(), 'node_modules', file));
      const data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
      return { name, data, weight: 700 as const, style: 'normal' as const };
    }),
  ).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
