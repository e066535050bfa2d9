// Where a built server keeps what it caches on disk at run time (without REDIS_URL): Next's
// file-system page and data cache (cache-handler.mjs) and the index of cached pages
// (lib/server/cached-pages.ts). Under CACHE_DIR (default: `storefront-cache` in the system's
// temporary directory), one folder per build id, so one build never reads another's entries, and
// never inside the build: a copied `.next/standalone` carries no cache. Plain JavaScript: the
// cache handler, which Next loads untranspiled, uses it too.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `<CACHE_DIR>/<build id>` for the build in `distDir` (a `.next` folder), or null during
 * `next build` (NEXT_PHASE) and for a folder without a build id (`next dev`, a build under way).
 */
export function runtimeCacheRoot(distDir, env = process.env) {
  if (!distDir || env.NEXT_PHASE === 'phase-production-build') return null;
  let buildId;
  try {
    buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return null;
  }
  if (!/^[A-Za-z0-9_-]+$/.test(buildId)) return null;
  return path.join(runtimeStateDir(env), buildId);
}

/**
 * `CACHE_DIR` itself (default `storefront-cache` in the system's temporary directory): what must
 * outlive a build lives here, beside the builds' folders (the logged-out sessions still to refuse).
 */
export function runtimeStateDir(env = process.env) {
  // turbopackIgnore: a path known only at run time; traced, it would make Next copy the whole
  // repository (tests, scripts, docs) into .next/standalone.
  return path.resolve(/* turbopackIgnore: true */ env.CACHE_DIR?.trim() || path.join(os.tmpdir(), 'storefront-cache'));
}
