// Redis from Debian's packages for the scale tests (npm run test:scale): installed with apt-get
// when missing (as root). playwright.scale.config.ts starts it (tests/scale/servers.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

export function ensureRedis() {
  if (existsSync(REDIS_SERVER)) return REDIS_SERVER;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `redis-server is not installed at ${REDIS_SERVER}. Install Debian's package as root ` +
        '(sudo apt-get update && sudo apt-get install -y redis-server), or set REDIS_SERVER_PATH.',
    );
  }
  console.log('Installing redis-server with apt-get (Debian package)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'redis-server']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
  }
  if (!existsSync(REDIS_SERVER)) throw new Error(`apt-get finished but ${REDIS_SERVER} is still missing.`);
  return REDIS_SERVER;
}
