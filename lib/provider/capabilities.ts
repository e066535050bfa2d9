// What the provider offers beyond its specified calls (docs/product/provider-calls.md "Beyond the
// specified calls"; docs/decisions/0051-what-the-provider-offers.md). Each capability is a call or a
// group of calls; a provider that lacks one must see the shop without it, never a broken screen.
// The operator declares them (PROVIDER_CAPABILITIES: a list, `all` or `none`) or leaves them to a
// probe (`auto`, the default): one request per capability, without a token, whose answer says
// whether the route is there (404 or 405: it is not; 401, 400, 422, 2xx: it is). The probe's result
// is kept in Next's data cache (unstable_cache: shared by the instances through the same cache
// handler, Redis with REDIS_URL) for CAPABILITY_PROBE_SECONDS, so pages and BFF routes of every
// instance read the same answer and a provider that gains a capability is seen within minutes,
// without a rebuild or a restart.
import 'server-only';
import { unstable_cache } from 'next/cache';
import { processWide } from '@/lib/server/process-wide';
import { providerBaseUrl, providerTimeoutMs } from './config';
import { traceHeaders } from './trace-headers';
import {
  ALL_CAPABILITIES,
  CAPABILITIES,
  CAPABILITY_PROBE_MINUTES,
  parseCapabilitySetting,
  type Capabilities,
  type Capability,
  type CapabilitySetting,
} from '@/lib/types/capabilities';

export { ALL_CAPABILITIES, CAPABILITIES, parseCapabilitySetting, type Capabilities, type Capability, type CapabilitySetting };


/** The request that tells whether a capability's routes are there (no token: a route that is answers 401 or a 4xx of its own). */
export const CAPABILITY_PROBES: Readonly<Record<Capability, { method: 'GET' | 'POST' | 'DELETE'; path: string }>> = {
  wishlist: { method: 'GET', path: '/wishlist' },
  'stock-alerts': { method: 'GET', path: '/stock-alerts' },
  'order-history': { method: 'GET', path: '/orders' },
  'exchange-rates': { method: 'GET', path: '/exchange-rates' },
  'payment-quotes': { method: 'GET', path: '/payment/quote?currency=BRL' },
  'own-review': { method: 'GET', path: '/products/feedbacks/1/mine' },
  // An empty body: 422 (MD and PaRes missing) where offered.
  'three-ds-completion': { method: 'POST', path: '/payment/3ds-complete' },
  'verification-resend': { method: 'POST', path: '/profile/email-verify/resend' },
  // A well-formed token (43 base64url characters, as links carry) that no link has: a provider with
  // the call answers it 410 (gone), one without 404 or 405. A malformed one would be 404 either way.
  'reset-link-check': { method: 'GET', path: '/password-reset/capability-probe-00000000000000000000000000' },
  'promo-removal': { method: 'DELETE', path: '/promocode' },
  health: { method: 'GET', path: '/health' },
};

export const CAPABILITY_PROBE_SECONDS = CAPABILITY_PROBE_MINUTES * 60;
/** After a probe that could not reach the provider, how long its fallback serves before probing again. */
export const FAILED_CAPABILITY_PROBE_MS = 30_000;
export const CAPABILITIES_TAG = 'provider-capabilities';


function setting(): CapabilitySetting {
  const parsed = parseCapabilitySetting(process.env.PROVIDER_CAPABILITIES);
  // A bad value stops the start (lib/server/env.ts); here it can only be a test's.
  return parsed.ok ? parsed.setting : { mode: 'auto' };
}

export type ProbeAnswer = 'offered' | 'absent' | 'unknown';

/** What an answer's status says of the route: missing (404, 405, 501), there (any other answer below 500), or nothing (5xx). */
export function probeAnswer(status: number): ProbeAnswer {
  if (status === 404 || status === 405 || status === 501) return 'absent';
  if (status >= 200 && status < 500) return 'offered';
  return 'unknown';
}

async function probeOne(capability: Capability, timeoutMs: number): Promise<ProbeAnswer> {
  const { method, path } = CAPABILITY_PROBES[capability];
  try {
    const response = await fetch(`${providerBaseUrl()}/api${path}`, {
      method,
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }), ...traceHeaders() },
      body: method === 'GET' ? undefined : '{}',
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    await response.body?.cancel().catch(() => undefined);
    return probeAnswer(response.status);
  } catch {
    return 'unknown';
  }
}

export interface ProbeResult {
  capabilities: Capabilities;
  /** Capabilities whose probe got no usable answer (the value then is the last known, else offered). */
  unknown: Capability[];
}

interface CapabilityState {
  lastKnown: Capabilities | null;
  failedAt: number;
  /** When this process probed on its own (no data cache), for processProbe. */
  probedAt: number;
}

function state(): CapabilityState {
  return processWide<CapabilityState>('provider-capabilities', () => ({ lastKnown: null, failedAt: 0, probedAt: 0 }));
}

/** One probe of every capability, in parallel. An unknown answer takes the last known value, else offered. */
export async function probeCapabilities(timeoutMs = providerTimeoutMs()): Promise<ProbeResult> {
  const answers = await Promise.all(CAPABILITIES.map(async (name) => [name, await probeOne(name, timeoutMs)] as const));
  const fallback = state().lastKnown ?? ALL_CAPABILITIES;
  const unknown = answers.filter(([, answer]) => answer === 'unknown').map(([name]) => name);
  const capabilities = Object.fromEntries(answers.map(([name, answer]) => [name, answer === 'unknown' ? fallback[name] : answer === 'offered'])) as Record<Capability, boolean>;
  return { capabilities, unknown };
}

class ProbeIncomplete extends Error {}

/**
 * The probe's answer in the data cache, kept per provider address (another provider behind the same
 * shared cache is probed afresh); a probe with an unknown answer is not kept (the next read probes again).
 */
const cachedProbe = () =>
  unstable_cache(
    async (): Promise<Capabilities> => {
      const result = await probeCapabilities();
      if (result.unknown.length > 0) throw new ProbeIncomplete(JSON.stringify(result.capabilities));
      return result.capabilities;
    },
    [CAPABILITIES_TAG, providerBaseUrl()],
    { revalidate: CAPABILITY_PROBE_SECONDS, tags: [CAPABILITIES_TAG] },
  )();

/**
 * What the provider offers, as pages and BFF routes read it: the operator's declaration, else the
 * cached probe. While the provider cannot be probed, the last known answer (or every capability:
 * a shop that has never seen its provider assumes the full one) serves, re-probed after
 * FAILED_CAPABILITY_PROBE_MS.
 */
export async function providerCapabilities(now = Date.now()): Promise<Capabilities> {
  const declared = setting();
  if (declared.mode === 'declared') return Object.fromEntries(CAPABILITIES.map((name) => [name, declared.offered.has(name)])) as Record<Capability, boolean>;
  const s = state();
  if (s.failedAt !== 0 && now - s.failedAt < FAILED_CAPABILITY_PROBE_MS) return s.lastKnown ?? ALL_CAPABILITIES;
  try {
    const capabilities = await cachedProbe();
    s.lastKnown = capabilities;
    s.failedAt = 0;
    return capabilities;
  } catch (error) {
    s.failedAt = now;
    if (error instanceof ProbeIncomplete) {
      // What did answer counts; what did not kept its last known value.
      s.lastKnown = JSON.parse(error.message) as Capabilities;
      return s.lastKnown;
    }
    // No data cache to keep it in (outside a request: a script, a test): the probe, kept by this process.
    s.failedAt = 0;
    return processProbe(now);
  }
}

async function processProbe(now: number): Promise<Capabilities> {
  const s = state();
  if (s.lastKnown && now - s.probedAt < CAPABILITY_PROBE_SECONDS * 1000) return s.lastKnown;
  const result = await probeCapabilities();
  if (result.unknown.length === CAPABILITIES.length) {
    s.failedAt = now;
    return s.lastKnown ?? ALL_CAPABILITIES;
  }
  s.lastKnown = result.capabilities;
  s.probedAt = now;
  return result.capabilities;
}

/** Whether the provider offers `capability`. */
export async function offers(capability: Capability): Promise<boolean> {
  return (await providerCapabilities())[capability];
}

/** One line for the log and the health answer: "wishlist, stock-alerts…" offered and the rest absent. */
export function describeCapabilities(capabilities: Capabilities): { offered: Capability[]; absent: Capability[] } {
  return {
    offered: CAPABILITIES.filter((name) => capabilities[name]),
    absent: CAPABILITIES.filter((name) => !capabilities[name]),
  };
}

/** Where the answer comes from: the operator's PROVIDER_CAPABILITIES, or the probe. */
export function capabilitySource(): 'declared' | 'probe' {
  return setting().mode === 'declared' ? 'declared' : 'probe';
}

/**
 * The start's look at the provider: the declared capabilities, or one probe (whose answer then serves
 * this process until the shared cache has one), as one log line's fields.
 */
export async function capabilitiesAtStart(): Promise<{ source: 'declared' | 'probe'; offered: Capability[]; absent: Capability[]; unknown: Capability[] }> {
  if (setting().mode === 'declared') return { source: 'declared', ...describeCapabilities(await providerCapabilities()), unknown: [] };
  const result = await probeCapabilities();
  if (result.unknown.length < CAPABILITIES.length) state().lastKnown = result.capabilities;
  return { source: 'probe', ...describeCapabilities(result.capabilities), unknown: result.unknown };
}

/** For tests: forget what was seen. */
export function resetCapabilityState(): void {
  const s = state();
  s.lastKnown = null;
  s.failedAt = 0;
  s.probedAt = 0;
}
