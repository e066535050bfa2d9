// Finds Debian's chromium for the end-to-end tests, installing it with apt-get when it is missing
// and we run as root. Playwright never downloads a browser of its own here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './apt.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  ensureDebianPackage({
    what: `Chromium (${CHROMIUM_PATH}; or set CHROMIUM_PATH to a Chromium binary)`,
    packages: ['chromium', 'fonts-noto-core'],
    find: () => (existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : null),
  });
  console.log(execFileSync(CHROMIUM_PATH, ['--version']).toString().trim());
  return CHROMIUM_PATH;
}
