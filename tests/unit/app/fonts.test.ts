// The self-hosted faces' unicode ranges (app/fonts.ts): no character is in two of the faces a page
// loads only when it shows their characters (Latin Extended, Cyrillic, Devanagari), so a page never
// fetches one of them for characters another already draws (Hindi pages show "≈ ₹" prices: with ₹
// also in Latin Extended's range, they fetched that 168 KB file too). Overlaps with the Latin face,
// first in the list and preloaded on every page, fetch nothing more.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const source = readFileSync(path.join(process.cwd(), 'app/fonts.ts'), 'utf8');

/** Each face's exported name with its unicode-range as [first, last] code points. */
function faces(): { name: string; ranges: [number, number][] }[] {
  return [...source.matchAll(/export const (\w+) = localFont\(\{[\s\S]*?prop: 'unicode-range',\s*value:\s*'([^']+)'/g)].map(([, name, value]) => ({
    name: name!,
    ranges: value!.split(',').map((part) => {
      const [first, last = first] = part.trim().replace(/^U\+/, '').split('-');
      return [Number.parseInt(first!, 16), Number.parseInt(last!, 16)] as [number, number];
    }),
  }));
}

describe('the self-hosted fonts', () => {
  it('declares a unicode range for each of the four faces', () => {
    expect(faces().map((face) => face.name)).toEqual(['notoLatin', 'notoLatinExt', 'notoCyrillic', 'notoDevanagari']);
  });

  it('puts no character in two of the faces loaded on demand', () => {
    const owner = new Map<number, string>();
    const overlaps: string[] = [];
    for (const face of faces().filter((face) => face.name !== 'notoLatin')) {
      for (const [first, last] of face.ranges) {
        for (let code = first; code <= last; code++) {
          const other = owner.get(code);
          if (other) overlaps.push(`U+${code.toString(16).toUpperCase()} in ${other} and ${face.name}`);
          owner.set(code, face.name);
        }
      }
    }
    expect(overlaps).toEqual([]);
  });

  it('draws the rupee signs with the Devanagari face, which Hindi pages load anyway', () => {
    const devanagari = faces().find((face) => face.name === 'notoDevanagari')!;
    for (const code of [0x20b9, 0x20a8]) expect(devanagari.ranges.some(([first, last]) => first <= code && code <= last)).toBe(true);
  });
});
