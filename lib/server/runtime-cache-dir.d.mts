// The types of runtime-cache-dir.mjs.
/** `<CACHE_DIR>/<build id>` for the build in `distDir`, or null during the build or without a build id. */
export function runtimeCacheRoot(distDir: string | undefined, env?: Record<string, string | undefined>): string | null;
/** `CACHE_DIR` itself, resolved: what outlives a build (the logged-out sessions still to refuse). */
export function runtimeStateDir(env?: Record<string, string | undefined>): string;
