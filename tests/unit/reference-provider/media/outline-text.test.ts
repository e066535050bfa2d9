// Text shaped by HarfBuzz with the Noto fonts we ship: Devanagari comes out as the script writes it
// (the i-matra before its consonant, half forms and reph instead of a visible virama), and the
// outlines are SVG path data placed where the shaping put each glyph.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nominalGlyph, shapeText, woffToSfnt } from '../../../../reference-provider/src/media/outline-text';

const glyphsOf = async (text: string) => (await shapeText(text, 700, 'hi')).glyphs.map((glyph) => glyph.glyph);
const nominal = async (character: string) => (await nominalGlyph(character, 700))!.glyph;

describe('shapeText', () => {
  it('puts the i-matra of गिफ्ट before ग and joins फ्ट with a half form, no virama drawn', async () => {
    const glyphs = await glyphsOf('गिफ्ट');
    const [ga, pha, virama, tta] = await Promise.all(['ग', 'फ', '्', 'ट'].map(nominal));
    // Four glyphs for five characters: the i-matra (a width variant of it) leads, then ग, half फ, ट.
    expect(glyphs).toHaveLength(4);
    expect(glyphs[1]).toBe(ga);
    expect(glyphs[0]).not.toBe(ga);
    expect(glyphs.indexOf(ga!)).toBe(1);
    expect(glyphs[3]).toBe(tta);
    expect(glyphs).not.toContain(virama);
    expect(glyphs).not.toContain(pha);
  });

  it('writes the र् of कार्ड as a reph over ड, no virama drawn', async () => {
    const glyphs = await glyphsOf('कार्ड');
    const [ka, aa, ra, virama, dda] = await Promise.all(['क', 'ा', 'र', '्', 'ड'].map(nominal));
    expect(glyphs.slice(0, 3)).toEqual([ka, aa, dda]);
    expect(glyphs).toHaveLength(4);
    expect(glyphs).not.toContain(virama);
    expect(glyphs).not.toContain(ra);
  });

  it('sets Latin, Cyrillic and Devanagari in the fonts that have them', async () => {
    const shaped = await shapeText('Steam Подарок गिफ्ट', 400);
    expect(new Set(shaped.glyphs.map((glyph) => glyph.subset))).toEqual(new Set(['latin', 'cyrillic', 'devanagari']));
    // No .notdef (glyph 0, the box) anywhere.
    expect(shaped.glyphs.map((glyph) => glyph.glyph)).not.toContain(0);
  });

  it('draws a line as path data from where it starts, as wide as it measures', async () => {
    const shaped = await shapeText('कार्ड', 700);
    const d = shaped.path(32, 84, 32);
    expect(d).toMatch(/^M[\d.]+ [\d.]+/);
    expect(d).not.toMatch(/NaN|Infinity/);
    const xs = [...d.matchAll(/M([\d.]+) /g)].map((match) => Number(match[1]));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(32);
    expect(Math.max(...xs)).toBeLessThanOrEqual(32 + shaped.width * 32);
    expect(shaped.width).toBeGreaterThan(1);
  });
});

describe('woffToSfnt', () => {
  const woff = readFileSync(path.resolve(__dirname, '../../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'));

  it('unwraps a WOFF file into an OpenType font with the same tables', () => {
    const sfnt = woffToSfnt(woff);
    const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
    const count = view.getUint16(4);
    expect(count).toBe(woff.readUInt16BE(12));
    const tags = Array.from({ length: count }, (_, i) => String.fromCharCode(...sfnt.subarray(12 + i * 16, 16 + i * 16)));
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx']));
    // Each table is where its entry says, at its full length: the 'head' table's magic number.
    const head = tags.indexOf('head');
    const offset = view.getUint32(12 + head * 16 + 8);
    expect(view.getUint32(offset + 12)).toBe(0x5f0f3cf5);
  });

  it('refuses a file that is not WOFF', () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow('not a WOFF file');
  });
});
