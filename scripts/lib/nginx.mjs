// nginx from Debian's packages for the scale test of a rolling restart behind it
// (tests/scale/rolling-restart.spec.ts): installed with apt-get when missing (as root), as Redis is.
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './apt.mjs';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

export function ensureNginx() {
  return ensureDebianPackage({
    what: `nginx (${NGINX}; or set NGINX_PATH)`,
    packages: ['nginx'],
    find: () => (existsSync(NGINX) ? NGINX : null),
  });
}
