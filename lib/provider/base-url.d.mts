// The types of base-url.mjs.
/** The provider's address when PROVIDER_API_URL is not set: the reference provider on this machine. */
export const DEFAULT_PROVIDER_API_URL: string;
/** PROVIDER_API_URL (or the default) without a trailing slash. */
export function providerBaseUrl(env?: Record<string, string | undefined>): string;
