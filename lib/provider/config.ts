// Where the provider lives and how long we wait for it. Read at call time so one build serves any environment.

export { DEFAULT_PROVIDER_API_URL, providerBaseUrl } from './base-url.mjs';

/** A catalogue read that takes longer than this is treated as an outage, not waited for. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 5000;

export function providerTimeoutMs(): number {
  const value = Number(process.env.PROVIDER_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_PROVIDER_TIMEOUT_MS;
}

/** CLIENT_IP_SECRET's shortest length (lib/server/env.ts refuses a shorter one at start). */
export const CLIENT_IP_SECRET_MIN_LENGTH = 32;

/**
 * The key that makes the provider believe our X-Client-IP (sent as X-Client-IP-Secret beside it);
 * without it the provider counts every shopper of this storefront as the storefront's own address.
 */
export function clientIpSecret(): string | null {
  const secret = process.env.CLIENT_IP_SECRET?.trim() ?? '';
  return secret.length >= CLIENT_IP_SECRET_MIN_LENGTH ? secret : null;
}
