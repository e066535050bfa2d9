// Where the provider lives and how long we wait for it. Read at call time so one build serves any environment.

export const DEFAULT_PROVIDER_API_URL = 'http://127.0.0.1:4000';
/** A catalogue read that takes longer than this is treated as an outage, not waited for. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 5000;

export function providerBaseUrl(): string {
  const raw = process.env.PROVIDER_API_URL?.trim() || DEFAULT_PROVIDER_API_URL;
  return raw.replace(/\/+$/, '');
}

export function providerTimeoutMs(): number {
  const value = Number(process.env.PROVIDER_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_PROVIDER_TIMEOUT_MS;
}
