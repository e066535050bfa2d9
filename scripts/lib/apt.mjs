// Debian packages the tests need (chromium, redis-server, postgresql): found on the machine, or
// installed with apt-get when we run as root; otherwise a clear message of what to install.
import { spawnSync } from 'node:child_process';

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Returns `find()` when it finds the program; else installs `packages` (as root) and returns what
 * `find()` finds then. `what` names the program in messages.
 */
export function ensureDebianPackage({ what, packages, find }) {
  const found = find();
  if (found) return found;
  if (!isRoot()) {
    throw new Error(
      `${what} is not installed. Install Debian's package as root ` +
        `(sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}).`,
    );
  }
  console.log(`Installing ${packages.join(', ')} with apt-get (Debian packages)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
  }
  const installed = find();
  if (!installed) throw new Error(`apt-get finished but ${what} is still missing.`);
  return installed;
}
