// Where the provider lives: read at call time, so one build serves any environment. Plain
// JavaScript, so the page cache (cache-handler.mjs, loaded outside the bundler) reads the same
// setting as the routes (lib/provider/config.ts).

/** The provider's address when PROVIDER_API_URL is not set: the reference provider on this machine. */
export const DEFAULT_PROVIDER_API_URL = 'http://127.0.0.1:4000';

/** PROVIDER_API_URL (or the default) without a trailing slash. */
export function providerBaseUrl(env = process.env) {
  const raw = env.PROVIDER_API_URL?.trim() || DEFAULT_PROVIDER_API_URL;
  return raw.replace(/\/+$/, '');
}
