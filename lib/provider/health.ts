// What the storefront knows about the provider's health, shared between the proxy and the data layer
// of the same process (globalThis), so pages can answer 503 quickly while the provider is away.
// No `server-only` here: proxy.ts imports it.
import { providerBaseUrl } from './config';

/** How long a probe's answer is trusted. */
const PROBE_TTL_MS = 2000;
const PROBE_TIMEOUT_MS = 1500;

interface HealthState {
  /** Set when a call failed for an outage reason; cleared by any successful call. */
  downSince: number | null;
  lastProbeAt: number;
  probe: Promise<boolean> | null;
}

const KEY = Symbol.for('storefront.provider-health');

function state(): HealthState {
  const holder = globalThis as unknown as Record<symbol, HealthState | undefined>;
  let current = holder[KEY];
  if (!current) {
    current = { downSince: null, lastProbeAt: 0, probe: null };
    holder[KEY] = current;
  }
  return current;
}

export function reportProviderSuccess(): void {
  state().downSince = null;
}

export function reportProviderOutage(now = Date.now()): void {
  const s = state();
  if (s.downSince === null) s.downSince = now;
}

export function isProviderMarkedDown(): boolean {
  return state().downSince !== null;
}

/**
 * Whether the provider answers now. Only asked while it is marked down; one probe at a time,
 * its answer reused for PROBE_TTL_MS so a burst of requests costs one call.
 */
export async function providerAnswers(now = Date.now()): Promise<boolean> {
  const s = state();
  if (s.downSince === null) return true;
  if (s.probe) return s.probe;
  if (now - s.lastProbeAt < PROBE_TTL_MS) return false;
  s.lastProbeAt = now;
  s.probe = fetch(`${providerBaseUrl()}/api/health`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    cache: 'no-store',
  })
    .then((response) => response.ok)
    .catch(() => false)
    .then((ok) => {
      if (ok) reportProviderSuccess();
      return ok;
    })
    .finally(() => {
      s.probe = null;
    });
  return s.probe;
}

/** For tests: forget everything. */
export function resetProviderHealth(): void {
  const s = state();
  s.downSince = null;
  s.lastProbeAt = 0;
  s.probe = null;
}
