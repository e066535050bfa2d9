// Finds Debian's chromium for the end-to-end tests, installing it with apt-get when it is missing
// and we run as root. Playwright never downloads a browser of its own here.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package as root ` +
        '(sudo apt-get update && sudo apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  console.log('Installing chromium with apt-get (Debian package)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-core']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
  console.log(execFileSync(CHROMIUM_PATH, ['--version']).toString().trim());
  return CHROMIUM_PATH;
}
