// Finds Debian's chromium for the end-to-end tests and Lighthouse, installing it with apt-get when it
// is missing and we run as root. Playwright never downloads a browser of its own here.
//
// The browser comes with Debian's Noto fonts (fonts-noto-core), as a phone comes with its system
// fonts: without any font for Devanagari, a Hindi page is drawn in empty boxes until the page's own
// font arrives, and the boxes are wider than the letters, so what a test or Lighthouse sees of a
// Hindi page's first frame would be a layout no shopper's device draws. The fonts are ensured on
// their own, so a machine that already had chromium gets them too.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './apt.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const FONTS_PACKAGE = 'fonts-noto-core';
// The package's Devanagari face, for a machine without fontconfig's fc-list.
const DEBIAN_DEVANAGARI_FONT = '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf';

/**
 * The family names in `fc-list … family`'s output, each once, sorted: one font per line, a font
 * named in several languages lists them with commas ("Noto Sans Devanagari,Noto Sans Devanagari UI").
 */
export function familiesOfFcList(output) {
  return [...new Set(output.split('\n').map((line) => line.split(',')[0].trim()).filter(Boolean))].sort();
}

/** Family names of the system fonts fontconfig knows for a language ("hi"), or [] (none, or no fc-list). */
export function systemFontFamilies(lang) {
  try {
    return familiesOfFcList(execFileSync('fc-list', [`:lang=${lang}`, 'family'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
  } catch {
    return [];
  }
}

function ensureSystemFonts() {
  try {
    ensureDebianPackage({
      what: `A system font for Devanagari (Debian's ${FONTS_PACKAGE})`,
      packages: [FONTS_PACKAGE],
      find: () => (existsSync(DEBIAN_DEVANAGARI_FONT) || systemFontFamilies('hi').length > 0 ? FONTS_PACKAGE : null),
    });
  } catch (error) {
    // Not fatal: the tests pass without it; Hindi pages' first frames are then drawn in boxes.
    console.warn(`Warning: ${error instanceof Error ? error.message : error}`);
  }
}

export function ensureChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    ensureDebianPackage({
      what: `Chromium (${CHROMIUM_PATH}; or set CHROMIUM_PATH to a Chromium binary)`,
      packages: ['chromium', FONTS_PACKAGE],
      find: () => (existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : null),
    });
    console.log(execFileSync(CHROMIUM_PATH, ['--version']).toString().trim());
  }
  ensureSystemFonts();
  return CHROMIUM_PATH;
}
