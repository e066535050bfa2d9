// Tells the storefront(s) that products or categories changed, so their caches drop the pages and
// lists that hold them (the storefront's POST /api/revalidate, docs/operations.md "Revalidation").
// Each call is signed with REVALIDATE_SECRET (HMAC-SHA256 over "v1:{timestamp}:{nonce}:{body}")
// and carries a fresh nonce, so a copy of it cannot be played again. Sent to every address in
// STOREFRONT_REVALIDATE_URLS (comma-separated storefront origins; one is enough when the instances
// share Redis, since a revalidation on one reaches all). A failed delivery is tried again a few
// times; without both settings nothing is sent.
import { createHmac, randomBytes } from 'node:crypto';
import type { Logger } from '../http/context';

export interface CatalogueChange {
  products?: number[];
  categories?: Array<number | string>;
  all?: true;
}

export interface StorefrontNotifier {
  /** Whether notifications are sent at all. */
  readonly enabled: boolean;
  /** Sends the change to every storefront; resolves to how many accepted it. Never throws. */
  notify(change: CatalogueChange): Promise<number>;
}

export interface NotifierOptions {
  urls: string[];
  secret: string | null;
  logger: Logger;
  fetchImpl?: typeof fetch;
  /** Waits before each retry; 3 retries by default. */
  retryDelaysMs?: number[];
  now?: () => number;
}

const TIMEOUT_MS = 5000;

export function signCatalogueChange(secret: string, timestamp: string, nonce: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`v1:${timestamp}:${nonce}:${body}`, 'utf8').digest('hex')}`;
}

/** STOREFRONT_REVALIDATE_URLS as origins (http/https only); anything else is dropped with a log line. */
export function storefrontUrlsFromEnv(raw: string | undefined, logger: Logger): string[] {
  const urls: string[] = [];
  for (const entry of (raw ?? '').split(',').map((value) => value.trim()).filter(Boolean)) {
    try {
      const url = new URL(entry);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
      urls.push(url.origin);
    } catch {
      logger.info(`STOREFRONT_REVALIDATE_URLS: "${entry}" is not an http(s) address and is ignored`);
    }
  }
  return urls;
}

export function createStorefrontNotifier({
  urls,
  secret,
  logger,
  fetchImpl = fetch,
  retryDelaysMs = [500, 2000, 5000],
  now = Date.now,
}: NotifierOptions): StorefrontNotifier {
  const enabled = urls.length > 0 && secret !== null && secret.length >= 32;

  async function deliver(url: string, body: string): Promise<boolean> {
    for (let attempt = 0; attempt <= retryDelaysMs.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt - 1]));
      // A new timestamp and nonce per attempt: the storefront refuses a nonce it has seen.
      const timestamp = String(Math.floor(now() / 1000));
      const nonce = randomBytes(18).toString('base64url');
      try {
        const response = await fetchImpl(`${url}/api/revalidate`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Revalidate-Timestamp': timestamp,
            'X-Revalidate-Nonce': nonce,
            'X-Revalidate-Signature': signCatalogueChange(secret!, timestamp, nonce, body),
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.ok) return true;
        // Refusals of the call itself will not change by trying again.
        if (response.status >= 400 && response.status < 500 && response.status !== 429 && response.status !== 409) {
          logger.error(`revalidation refused by ${url}: ${response.status}`);
          return false;
        }
      } catch {
        // Unreachable or slow: try again.
      }
    }
    logger.error(`revalidation not delivered to ${url} after ${retryDelaysMs.length + 1} attempts`);
    return false;
  }

  return {
    enabled,
    async notify(change) {
      if (!enabled) return 0;
      const body = JSON.stringify(change);
      const results = await Promise.all(urls.map((url) => deliver(url, body)));
      return results.filter(Boolean).length;
    },
  };
}
