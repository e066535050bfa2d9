// The types of cover-drawings.mjs.
/** Reads a cover from the provider (PROVIDER_API_URL in `env`) by its /media path: a 200 SVG of at most `maxBytes`, else null. */
export function providerCoverReader(maxBytes: number, env?: Record<string, string | undefined>): (path: string) => Promise<string | null>;
