// What the browser install reads of fontconfig: which system fonts draw a language (scripts/lib/chromium.mjs),
// so a machine that has chromium but no Devanagari font gets Debian's Noto fonts, and npm run
// lighthouse says which fonts drew the Hindi pages' first frames.
import { familiesOfFcList, systemFontFamilies } from '../../../scripts/lib/chromium.mjs';

describe('familiesOfFcList', () => {
  it('names each family once, sorted, by its first name', () => {
    const output = 'Noto Serif Devanagari\nNoto Sans Devanagari,Noto Sans Devanagari UI\nNoto Sans Devanagari\n\n';
    expect(familiesOfFcList(output)).toEqual(['Noto Sans Devanagari', 'Noto Serif Devanagari']);
  });

  it('finds none in an empty answer', () => {
    expect(familiesOfFcList('')).toEqual([]);
    expect(familiesOfFcList('\n')).toEqual([]);
  });
});

describe('systemFontFamilies', () => {
  it('answers no family, not an error, for a language no font is made for', () => {
    expect(systemFontFamilies('x-none')).toEqual([]);
  });
});
