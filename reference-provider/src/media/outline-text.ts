// Text drawn as outlines: HarfBuzz (harfbuzzjs, WebAssembly) shapes a line with the Noto fonts of
// the @fontsource packages and each glyph becomes SVG path data, so a cover shows the same letters
// on every viewer, whatever fonts it has: Devanagari with its conjuncts, reph and i-matra placed
// as the script wants, never boxes. Nothing is downloaded: the fonts are the packages' WOFF files.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

type HarfBuzz = typeof import('harfbuzzjs');
type HbFont = InstanceType<HarfBuzz['Font']>;

export type FontWeight = 400 | 600 | 700 | 800;

/** The fonts' subsets in the order a character looks for its glyph. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'devanagari'] as const;
type Subset = (typeof SUBSETS)[number];

const requireHere = createRequire(import.meta.url);
function fontPath(subset: Subset, weight: FontWeight): string {
  const pkg = subset === 'devanagari' ? '@fontsource/noto-sans-devanagari' : '@fontsource/noto-sans';
  const dir = path.dirname(requireHere.resolve(`${pkg}/LICENSE`));
  const family = subset === 'devanagari' ? 'noto-sans-devanagari' : 'noto-sans';
  return path.join(dir, 'files', `${family}-${subset}-${weight}-normal.woff`);
}

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
  subset: Subset;
  font: HbFont;
  upem: number;
  has: Set<number>;
  /** Outlines in font units, y up, by glyph id. */
  outlines: Map<number, { type: string; values: number[] }[]>;
}

let engine: Promise<HarfBuzz> | null = null;
// harfbuzzjs is an ES module that sets up its WebAssembly on import: loaded on first use.
const harfbuzz = () => (engine ??= import('harfbuzzjs'));

const fonts = new Map<string, Promise<LoadedFont>>();
function loadFont(subset: Subset, weight: FontWeight): Promise<LoadedFont> {
  const key = `${subset}-${weight}`;
  let loading = fonts.get(key);
  if (!loading) {
    loading = Promise.all([harfbuzz(), readFile(fontPath(subset, weight))]).then(([hb, file]) => {
      const face = new hb.Face(new hb.Blob(woffToSfnt(file)));
      return { subset, font: new hb.Font(face), upem: face.upem, has: new Set(face.collectUnicodes()), outlines: new Map() };
    });
    loading.catch(() => fonts.delete(key));
    fonts.set(key, loading);
  }
  return loading;
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
  subset: Subset;
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

/** Shapes one line of text in the weight given, falling from Latin to Cyrillic to Devanagari. */
export async function shapeText(text: string, weight: FontWeight, language?: string): Promise<ShapedText> {
  const hb = await harfbuzz();
  const faces = await Promise.all(SUBSETS.map((subset) => loadFont(subset, weight)));
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
export async function nominalGlyph(character: string, weight: FontWeight): Promise<{ subset: Subset; glyph: number } | null> {
  const point = character.codePointAt(0)!;
  for (const subset of SUBSETS) {
    const face = await loadFont(subset, weight);
    if (face.has.has(point)) {
      const glyph = face.font.nominalGlyph(point);
      if (glyph !== undefined) return { subset, glyph };
    }
  }
  return null;
}
