// Self-hosted Noto Sans from npm (no network at build or run): Latin and Cyrillic from one family,
// Devanagari from its sibling. unicode-range lets the browser fetch only the scripts a page uses; the
// ranges of the faces fetched on demand do not overlap, so a character never makes it fetch two
// files (the Latin face, first and preloaded, shares a few with them): the rupee and rupee-sign
// (U+20B9, U+20A8) are the Devanagari face's only, as Hindi pages show "≈ ₹" prices and load that face
// anyway (with ₹ in Latin Extended's range too, every Hindi page also fetched that 168 KB file).
import localFont from 'next/font/local';

export const notoLatin = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: false,
  variable: '--font-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

export const notoLatinExt = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: false,
  preload: false,
  variable: '--font-latin-ext',
  declarations: [{ prop: 'unicode-range', value: 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1E00-1EFF, U+20A0-20A7, U+20A9-20AB, U+20AD-20B8, U+20BA-20C0, U+2C60-2C7F, U+A720-A7FF' }],
});

export const notoCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-cyrillic-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: false,
  preload: false,
  variable: '--font-cyrillic',
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});

export const notoDevanagari = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: false,
  preload: false,
  variable: '--font-devanagari',
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF' }],
});

export const fontVariables = [notoLatin, notoLatinExt, notoCyrillic, notoDevanagari]
  .map((font) => font.variable)
  .join(' ');
