// Redis from Debian's packages for the unit tests of the Redis page store (npm test, before jest:
// tests/unit/support/redis-server.ts) and the scale tests (npm run test:scale): installed with
// apt-get when missing (as root). playwright.scale.config.ts starts it (tests/scale/servers.ts).
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './apt.mjs';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

export function ensureRedis() {
  return ensureDebianPackage({
    what: `redis-server (${REDIS_SERVER}; or set REDIS_SERVER_PATH)`,
    packages: ['redis-server'],
    find: () => (existsSync(REDIS_SERVER) ? REDIS_SERVER : null),
  });
}
