// What the storefront knows about the provider's health, so a page request can be answered with a
// clear 503 when the provider is away: before rendering on the paths the proxy sees, and for a page
// whose render failed (lib/server/outage-answer.ts). Shared through globalThis by the proxy, the
// server and the data layer of one process. No `server-only` here: proxy.ts imports it.
import { processWide } from '@/lib/server/process-wide';
import { traceHeaders } from './trace-headers';
import { providerBaseUrl, providerTimeoutMs } from './config';

/**
 * A success this recent vouches for the provider without asking again. Short, so the proxy's
 * paths stop being rendered soon after the provider has gone away (a render that then fails
 * answers the 503 page all the same).
 */
export const HEALTH_TRUST_MS = 2000;
/** A failed probe is believed this long before the next one. */
export const FAILED_PROBE_TTL_MS = 2000;
/**
 * GET /api/health/provider reuses a probe's answer this long: however often monitoring asks, the
 * provider sees one health call per second from this process.
 */
export const PROVIDER_PROBE_TTL_MS = 1000;

/**
 * How long a probe waits for the provider's health: PROVIDER_TIMEOUT_MS, the wait after which any
 * provider call counts as an outage. A provider that answers the shop's calls in time is ready,
 * and one that does not is not (a shorter threshold would take it out of the balancer while its
 * calls still succeed).
 */
export function probeTimeoutMs(): number {
  return providerTimeoutMs();
}

interface HealthState {
  lastOkAt: number;
  /** Set by a call that failed for an outage reason; cleared by any answer. */
  downSince: number | null;
  /** When the last probe ended, and what it found. */
  lastProbe: { at: number; ok: boolean } | null;
  probe: Promise<boolean> | null;
  /** Which of HEALTH_PATHS is asked first. */
  healthPath: number;
}

function state(): HealthState {
  return processWide<HealthState>('provider-health', () => ({ lastOkAt: 0, downSince: null, lastProbe: null, probe: null, healthPath: 0 }));
}

export function reportProviderSuccess(now = Date.now()): void {
  const s = state();
  s.lastOkAt = now;
  s.downSince = null;
}

export function reportProviderOutage(now = Date.now()): void {
  const s = state();
  if (s.downSince === null) s.downSince = now;
}

export function isProviderMarkedDown(): boolean {
  return state().downSince !== null;
}

/** A provider without a health call (the specified calls have none) is asked for its categories instead. */
const HEALTH_PATHS = ['/api/health', '/api/categories'] as const;

/**
 * One fresh GET {provider}/api/health: true for a 2xx within the timeout. A 404 or 405 says the
 * provider has no such call: its categories, a call every provider has, answer for it (and are asked
 * first from then on).
 */
async function probeProvider(timeoutMs = probeTimeoutMs()): Promise<boolean> {
  const s = state();
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    for (let i = s.healthPath; i < HEALTH_PATHS.length; i += 1) {
      const response = await fetch(`${providerBaseUrl()}${HEALTH_PATHS[i]}`, {
        headers: { Accept: 'application/json', ...traceHeaders() },
        signal: deadline,
        cache: 'no-store',
      });
      // The body is not needed: release the connection at once.
      await response.body?.cancel().catch(() => undefined);
      if (response.status !== 404 && response.status !== 405) return response.ok;
      s.healthPath = Math.min(i + 1, HEALTH_PATHS.length - 1);
    }
    return false;
  } catch {
    return false;
  }
}

/** The probe in flight, or a new one: callers at the same moment share one provider call. */
function sharedProbe(): Promise<boolean> {
  const s = state();
  s.probe ??= probeProvider()
    .then((ok) => {
      s.lastProbe = { at: Date.now(), ok };
      if (ok) reportProviderSuccess();
      else reportProviderOutage();
      return ok;
    })
    .finally(() => {
      s.probe = null;
    });
  return s.probe;
}

/**
 * Whether the provider can be expected to answer (the proxy's question). Trusted without a call
 * while a recent answer vouches for it; otherwise one probe at a time, a failure remembered for
 * FAILED_PROBE_TTL_MS, so a burst of requests during an outage costs one call.
 */
export async function providerAnswers(now = Date.now()): Promise<boolean> {
  const s = state();
  if (s.downSince === null && now - s.lastOkAt < HEALTH_TRUST_MS) return true;
  if (s.probe) return s.probe;
  if (s.downSince !== null && s.lastProbe && !s.lastProbe.ok && now - s.lastProbe.at < FAILED_PROBE_TTL_MS) return false;
  return sharedProbe();
}

/**
 * GET /api/health/provider's question: did the provider's health answer 2xx within
 * PROVIDER_TIMEOUT_MS? A probe's answer serves for PROVIDER_PROBE_TTL_MS. Never a question of
 * readiness: pages are served from the cache while the provider is away.
 */
export async function providerUp(now = Date.now()): Promise<boolean> {
  const s = state();
  if (s.lastProbe && now - s.lastProbe.at < PROVIDER_PROBE_TTL_MS) return s.lastProbe.ok;
  return s.probe ?? sharedProbe();
}

/** For tests: forget everything. */
export function resetProviderHealth(): void {
  const s = state();
  s.lastOkAt = 0;
  s.downSince = null;
  s.lastProbe = null;
  s.probe = null;
  s.healthPath = 0;
}
