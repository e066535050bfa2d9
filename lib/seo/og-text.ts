// Text of the Open Graph images drawn as outlines: HarfBuzz (harfbuzzjs, WebAssembly) shapes each
// line with the Noto fonts we ship (lib/seo/og-fonts.ts) and the glyphs become SVG path data, which
// the image route places as SVG images. Satori (next/og) draws text glyph by glyph without shaping,
// so Devanagari came out broken ("गफि्ट" for गिफ्ट, a visible virama in कार्ड); HarfBuzz writes it
// as the script wants. The same engine draws the provider's covers (reference-provider, media).
import 'server-only';
import { inflateSync } from 'node:zlib';
import { ogFontFiles, type OgFontSubset } from './og-fonts';

type HarfBuzz = typeof import('harfbuzzjs');
type HbFont = InstanceType<HarfBuzz['Font']>;

/**
 * A WOFF 1.0 file as the plain OpenType font it wraps (HarfBuzz reads only the latter): each table
 * inflated where it was compressed, behind a new table directory in the same (tag) order.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const count = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compressed = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? new Uint8Array(inflateSync(raw)) : raw;
    if (data.byteLength !== length) throw new Error('broken WOFF table');
    tables.push({ tag: view.getUint32(at), checksum: view.getUint32(at + 16), data });
  }
  const head = 12 + count * 16;
  const size = tables.reduce((sum, table) => sum + ((table.data.byteLength + 3) & ~3), head);
  const out = new Uint8Array(size);
  const dir = new DataView(out.buffer);
  const selector = Math.floor(Math.log2(Math.max(1, count)));
  dir.setUint32(0, view.getUint32(4));
  dir.setUint16(4, count);
  dir.setUint16(6, 2 ** selector * 16);
  dir.setUint16(8, selector);
  dir.setUint16(10, count * 16 - 2 ** selector * 16);
  let offset = head;
  tables.forEach((table, i) => {
    dir.setUint32(12 + i * 16, table.tag);
    dir.setUint32(16 + i * 16, table.checksum);
    dir.setUint32(20 + i * 16, offset);
    dir.setUint32(24 + i * 16, table.data.byteLength);
    out.set(table.data, offset);
    offset += (table.data.byteLength + 3) & ~3;
  });
  return out;
}

interface LoadedFont {
  subset: OgFontSubset;
  font: HbFont;
  upem: number;
  has: Set<number>;
  /** Outlines in font units, y up, by glyph id. */
  outlines: Map<number, { type: string; values: number[] }[]>;
}

let engine: Promise<HarfBuzz> | null = null;
// harfbuzzjs is an ES module that sets up its WebAssembly on import: loaded on first use.
const harfbuzz = () => (engine ??= import('harfbuzzjs'));

let fonts: Promise<LoadedFont[]> | null = null;
function loadFonts(): Promise<LoadedFont[]> {
  fonts ??= Promise.all([harfbuzz(), ogFontFiles()])
    .then(([hb, files]) =>
      files.map(({ subset, woff }) => {
        const face = new hb.Face(new hb.Blob(woffToSfnt(woff)));
        return { subset, font: new hb.Font(face), upem: face.upem, has: new Set(face.collectUnicodes()), outlines: new Map() };
      }),
    )
    .catch((error: unknown) => {
      fonts = null;
      throw error;
    });
  return fonts;
}

/** Characters that belong to their neighbours and never choose a font themselves. */
const JOINERS = /[\u200c\u200d\ufe00-\ufe0f]/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text cut into runs, each set in the first font that has every character of its clusters. */
function runs(text: string, faces: LoadedFont[]): { face: LoadedFont; text: string }[] {
  const out: { face: LoadedFont; text: string }[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const points = [...segment].filter((ch) => !JOINERS.test(ch)).map((ch) => ch.codePointAt(0)!);
    const face =
      faces.find((candidate) => points.every((point) => candidate.has.has(point))) ??
      faces.find((candidate) => candidate.has.has(points[0] ?? 0x20)) ??
      faces[0]!;
    const last = out.at(-1);
    // A space stays in the run it follows when that font has one: fewer, longer runs shape better.
    if (last && (last.face === face || (/^\s$/u.test(segment) && last.face.has.has(0x20)))) last.text += segment;
    else out.push({ face, text: segment });
  }
  return out;
}

let shaping: InstanceType<HarfBuzz['Buffer']> | null = null;

export interface ShapedGlyph {
  subset: OgFontSubset;
  /** The glyph id in its font. */
  glyph: number;
  /** Position of the glyph's origin from the line's start, in em. */
  x: number;
  y: number;
}

export interface ShapedText {
  glyphs: ShapedGlyph[];
  /** The line's advance, in em. */
  width: number;
  /** SVG path data of the whole line at `size` px, its start at (x, baseline). */
  path(x: number, baseline: number, size: number): string;
}

/** Tenths of a pixel, the drawing's precision. */
const tenths = (value: number) => Math.round(value * 10);
/** A number of tenths as SVG writes it, shortest: 12, 1.5, .5, -.5. */
const write = (value: number) => (value / 10).toString().replace(/^(-?)0\./, '$1.');

/**
 * Numbers as path data joins them: a space only where the next would read as part of the one before
 * (`previous`, '' after a command letter): never before a minus, nor before ".5" after "1.5".
 */
function join(values: string[], previous: string): string {
  let out = '';
  for (const value of values) {
    const glued = previous === '' || value.startsWith('-') || (value.startsWith('.') && previous.includes('.'));
    out += (glued ? '' : ' ') + value;
    previous = value;
  }
  return out;
}

/**
 * Glyph outlines (font units, y up) as compact path data in px: each contour starts with an absolute
 * M and goes on in relative steps on a grid of tenths, so nothing drifts and the numbers stay short.
 */
function outlinePath(pieces: { outline: { type: string; values: number[] }[]; x: number; y: number; unit: number }[]): string {
  let d = '';
  let cx = 0;
  let cy = 0;
  let startX = 0;
  let startY = 0;
  let last = '';
  let lastNumber = '';
  for (const { outline, x, y, unit } of pieces) {
    for (const { type, values } of outline) {
      if (type === 'Z') {
        d += 'z';
        cx = startX;
        cy = startY;
        last = 'z';
        continue;
      }
      const numbers: number[] = [];
      let endX = cx;
      let endY = cy;
      for (let i = 0; i + 1 < values.length; i += 2) {
        endX = tenths(x + values[i]! * unit);
        endY = tenths(y - values[i + 1]! * unit);
        numbers.push(...(type === 'M' ? [endX, endY] : [endX - cx, endY - cy]));
      }
      let command = type === 'M' ? 'M' : type.toLowerCase();
      // A straight step along an axis is an h or a v with one number.
      if (command === 'l' && (numbers[0] === 0 || numbers[1] === 0)) {
        command = numbers[1] === 0 ? 'h' : 'v';
        numbers.splice(command === 'h' ? 1 : 0, 1);
      }
      const repeated = command === last && command !== 'M';
      const words = numbers.map(write);
      // A command letter repeats itself in SVG path data; an M never follows another.
      d += repeated ? join(words, lastNumber) : command + join(words, '');
      lastNumber = words.at(-1) ?? '';
      last = command;
      cx = endX;
      cy = endY;
      if (type === 'M') {
        startX = endX;
        startY = endY;
      }
    }
  }
  return d;
}

/** Shapes one line of bold text, falling from Latin to Cyrillic to Devanagari. */
export async function shapeText(text: string, language?: string): Promise<ShapedText> {
  const hb = await harfbuzz();
  const faces = await loadFonts();
  const glyphs: (ShapedGlyph & { face: LoadedFont })[] = [];
  let pen = 0;
  for (const run of runs(text, faces)) {
    // One buffer for every line: harfbuzzjs frees its WebAssembly memory only when the wrapper is
    // collected, and nothing awaits between filling it and reading it back.
    shaping ??= new hb.Buffer();
    const buffer = shaping;
    buffer.reset();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    if (language) buffer.setLanguage(language);
    hb.shape(run.face.font, buffer);
    const scale = 1 / run.face.upem;
    for (const glyph of buffer.getGlyphInfosAndPositions()) {
      glyphs.push({
        face: run.face,
        subset: run.face.subset,
        glyph: glyph.codepoint,
        x: pen + (glyph.xOffset ?? 0) * scale,
        y: (glyph.yOffset ?? 0) * scale,
      });
      pen += (glyph.xAdvance ?? 0) * scale;
    }
  }
  return {
    glyphs: glyphs.map(({ subset, glyph, x, y }) => ({ subset, glyph, x, y })),
    width: pen,
    path(x0, baseline, size) {
      return outlinePath(
        glyphs.map(({ face, glyph, x, y }) => {
          let outline = face.outlines.get(glyph);
          if (!outline) {
            outline = face.font.glyphToJson(glyph);
            face.outlines.set(glyph, outline);
          }
          return { outline, x: x0 + x * size, y: baseline - y * size, unit: size / face.upem };
        }),
      );
    },
  };
}

/** The glyph a font gives one character on its own (before shaping), for tests of the shaping. */
export async function nominalGlyph(character: string): Promise<number | null> {
  const point = character.codePointAt(0)!;
  const face = (await loadFonts()).find((candidate) => candidate.has.has(point));
  return face?.font.nominalGlyph(point) ?? null;
}

/**
 * The first `limit` grapheme clusters of the text. Each segment V8 hands out carries a copy of the
 * whole input, so only a prefix that holds them (16 UTF-16 units a cluster at most) is segmented.
 */
function clustersOf(text: string, limit: number): string[] {
  const out: string[] = [];
  for (const { segment } of graphemes.segment(text.slice(0, limit * 16))) {
    if (out.length === limit) break;
    out.push(segment);
  }
  return out;
}

/** Noto Sans's ascent and descent, in em: where a baseline sits in its line box. */
const ASCENT = 1.069;
const DESCENT = 0.293;

/** The longest start of `text` (whole grapheme clusters, never half a syllable) that fits with "…". */
async function cut(text: string, size: number, width: number, language?: string): Promise<{ text: string; shaped: ShapedText }> {
  // No cluster is narrower than 0.15 em: what lies past that many never shows, and is not shaped.
  const clusters = clustersOf(text, Math.ceil(width / (size * 0.15)) + 1);
  const start = (count: number) => `${clusters.slice(0, count).join('').trimEnd()}…`;
  let low = 1;
  let high = clusters.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((await shapeText(start(middle), language)).width * size <= width) low = middle;
    else high = middle - 1;
  }
  return { text: start(low), shaped: await shapeText(start(low), language) };
}

/** The text broken into lines at spaces to fit `width` px, the last one cut with "…" past `maxLines`. */
export async function wrapText(text: string, size: number, width: number, maxLines: number, language?: string) {
  // No cluster is narrower than 0.15 em: past that many, nothing can show, and nothing is shaped.
  const shown = clustersOf(text.trim(), maxLines * Math.ceil(width / (size * 0.15)) + 1).join('');
  const words = shown.split(/\s+/).filter(Boolean);
  const lines: { text: string; shaped: ShapedText }[] = [];
  let index = 0;
  while (index < words.length && lines.length < maxLines) {
    let count = 1;
    let shaped = await shapeText(words[index]!, language);
    while (index + count < words.length) {
      const longer = await shapeText(words.slice(index, index + count + 1).join(' '), language);
      if (longer.width * size > width) break;
      shaped = longer;
      count += 1;
    }
    const last = lines.length === maxLines - 1;
    const rest = words.slice(index).join(' ');
    if ((last && index + count < words.length) || shaped.width * size > width) {
      // The last line takes what is left, cut; a single word too wide for any line is cut too.
      lines.push(await cut(last ? rest : words[index]!, size, width, language));
      if (last) break;
      index += 1;
      continue;
    }
    lines.push({ text: words.slice(index, index + count).join(' '), shaped });
    index += count;
  }
  return lines;
}

export interface TextImage {
  /** A data: URL of an SVG holding the text as paths. */
  src: string;
  width: number;
  height: number;
  /** The words as drawn, lines joined by a space. */
  text: string;
}

/**
 * The text as an SVG image `width` px wide at most: bold, in `color`, broken into up to `maxLines`
 * lines `lineHeight` em apart, each baseline placed as a CSS line box would place it.
 */
export async function textImage(
  text: string,
  options: { size: number; color: string; width: number; maxLines?: number; lineHeight?: number; language?: string },
): Promise<TextImage> {
  const { size, color, maxLines = 1, lineHeight = 1.2, language } = options;
  const lines = await wrapText(text, size, options.width, maxLines, language);
  const step = size * lineHeight;
  const baseline = (step - (ASCENT + DESCENT) * size) / 2 + ASCENT * size;
  const width = Math.ceil(Math.max(1, ...lines.map((line) => line.shaped.width * size)));
  const height = Math.ceil(step * Math.max(1, lines.length));
  const d = lines.map((line, i) => line.shaped.path(0, baseline + i * step, size)).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><path fill="${color}" d="${d}"/></svg>`;
  return { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, width, height, text: lines.map((line) => line.text).join(' ') };
}
