// Warming the page cache before this instance reports ready (WARM_CACHE=sitemap): the sitemaps'
// pages are requested through the instance itself, so the cache (Redis, or this host's disk)
// holds them, and the index of cached pages knows them, before the balancer sends shoppers here.
// A provider outage right after a deploy then still finds those pages (proxy.ts serves cached
// pages while the provider is away).
//
// GET /api/health/ready answers 503 {"status":"warming"} meanwhile. Bounded three ways, so
// readiness never waits on the provider (docs/decisions/0012): at most WARM_MAX_PAGES pages, at
// most WARM_TIMEOUT_MS in all, and it ends at once when the sitemap cannot be had or pages keep
// failing (the provider is away: the instance then serves what the cache holds, like every other).
// No `server-only`: instrumentation.ts starts it outside the react-server layer.
import { logger } from '@/lib/server/log';
import { processWide } from '@/lib/server/process-wide';

export const DEFAULT_WARM_MAX_PAGES = 5000;
export const WARM_MAX_PAGES_RANGE = [1, 100_000] as const;
export const DEFAULT_WARM_TIMEOUT_MS = 120_000;
export const WARM_TIMEOUT_RANGE_MS = [1000, 3_600_000] as const;
/** Pages requested at once: enough to keep the renderer busy, not enough to starve shoppers' first requests. */
export const WARM_CONCURRENCY = 2;
/** Failed pages in a row (5xx, no answer) that end the warm-up: the provider is away. */
export const WARM_FAILURES_IN_A_ROW = 3;
const LIVE_POLL_MS = 200;

interface WarmState {
  warming: boolean;
}

const state = () => processWide<WarmState>('warm-up', () => ({ warming: false }));

/** Whether this process is still warming its cache (readiness answers 503 "warming"). */
export function isWarming(): boolean {
  return state().warming;
}

export interface WarmUpConfig {
  maxPages: number;
  timeoutMs: number;
}

function wholeNumber(text: string | undefined, fallback: number, [min, max]: readonly [number, number]): number {
  const value = text?.trim();
  if (!value || !/^[0-9]+$/.test(value)) return fallback;
  const number = Number(value);
  return number >= min && number <= max ? number : fallback;
}

/** The warm-up asked for by the environment, or null (WARM_CACHE unset or `off`). */
export function warmUpConfig(env: Record<string, string | undefined> = process.env): WarmUpConfig | null {
  if (env.WARM_CACHE?.trim() !== 'sitemap') return null;
  return {
    maxPages: wholeNumber(env.WARM_MAX_PAGES, DEFAULT_WARM_MAX_PAGES, WARM_MAX_PAGES_RANGE),
    timeoutMs: wholeNumber(env.WARM_TIMEOUT_MS, DEFAULT_WARM_TIMEOUT_MS, WARM_TIMEOUT_RANGE_MS),
  };
}

/** This instance's own origin, from PORT and HOSTNAME as the standalone server reads them. */
export function ownOrigin(env: Record<string, string | undefined> = process.env): string {
  const port = env.PORT?.trim() || '3000';
  const host = env.HOSTNAME?.trim() || '0.0.0.0';
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&apos;': "'", '&quot;': '"' };

/**
 * The path and query of each `<loc>` of a sitemap or sitemap index (the hreflang alternates are
 * not `<loc>`s): whatever origin the file names (SITE_URL), the pages are asked of this instance.
 * Anything that is not an http(s) URL is skipped.
 */
export function sitemapPaths(xml: string): string[] {
  const paths: string[] = [];
  for (const match of xml.matchAll(/<loc>([^<]{1,2048})<\/loc>/g)) {
    const text = match[1]!.trim().replace(/&(amp|lt|gt|apos|quot);/g, (entity) => ENTITIES[entity]!);
    try {
      const url = new URL(text);
      if (url.protocol === 'http:' || url.protocol === 'https:') paths.push(`${url.pathname}${url.search}`);
    } catch {
      // Not a URL: skipped.
    }
  }
  return paths;
}

export type WarmUpEnd = 'done' | 'page-limit' | 'timeout' | 'provider-away' | 'draining';

export interface WarmUpResult {
  pages: number;
  failed: number;
  end: WarmUpEnd;
}

export interface WarmUpDeps {
  fetch?: typeof fetch;
  now?: () => number;
  /** Stops the warm-up (the process began to shut down). */
  stopped?: () => boolean;
}

/**
 * Requests the pages of `origin`'s sitemaps (the index at /sitemap.xml, then each file in its
 * order) through `origin`, reading every answer whole, until all are done or a bound is reached.
 */
export async function warmUp(origin: string, config: WarmUpConfig, deps: WarmUpDeps = {}): Promise<WarmUpResult> {
  const get = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const deadline = now() + config.timeoutMs;
  const result: WarmUpResult = { pages: 0, failed: 0, end: 'done' };
  let inARow = 0;

  const ask = async (path: string): Promise<{ ok: boolean; body: string }> => {
    const left = deadline - now();
    if (left <= 0) throw new WarmUpStop('timeout');
    try {
      const answer = await get(`${origin}${path}`, { signal: AbortSignal.timeout(left), headers: { accept: 'text/html,application/xml' } });
      return { ok: answer.ok, body: await answer.text() };
    } catch {
      if (deadline - now() <= 0) throw new WarmUpStop('timeout');
      return { ok: false, body: '' };
    }
  };

  try {
    const index = await ask('/sitemap.xml');
    if (!index.ok) return { ...result, end: 'provider-away' };
    const files = sitemapPaths(index.body);
    const queue: string[] = [];
    let fileIndex = 0;
    const nextPage = async (): Promise<string | undefined> => {
      while (queue.length === 0 && fileIndex < files.length) {
        const file = await ask(files[fileIndex++]!);
        if (!file.ok) throw new WarmUpStop('provider-away');
        queue.push(...sitemapPaths(file.body));
      }
      return queue.shift();
    };
    let taken = 0;
    let stop: WarmUpEnd | null = null;
    const worker = async () => {
      try {
        while (stop === null) {
          if (deps.stopped?.()) throw new WarmUpStop('draining');
          if (taken >= config.maxPages) {
            if (queue.length > 0 || fileIndex < files.length) throw new WarmUpStop('page-limit');
            return;
          }
          taken += 1;
          const path = await nextPage();
          if (path === undefined) return;
          const page = await ask(path);
          if (page.ok) {
            result.pages += 1;
            inARow = 0;
          } else {
            result.failed += 1;
            inARow += 1;
            if (inARow >= WARM_FAILURES_IN_A_ROW) throw new WarmUpStop('provider-away');
          }
        }
      } catch (error) {
        if (!(error instanceof WarmUpStop)) throw error;
        stop ??= error.end;
      }
    };
    // Each worker ends its own request before returning, so nothing is left running.
    await Promise.all(Array.from({ length: WARM_CONCURRENCY }, worker));
    return { ...result, end: stop ?? 'done' };
  } catch (error) {
    if (error instanceof WarmUpStop) return { ...result, end: error.end };
    throw error;
  }
}

class WarmUpStop extends Error {
  constructor(readonly end: WarmUpEnd) {
    super(end);
  }
}

/** Waits until `origin` answers its liveness probe (the server listens), or `deadline` passes. */
async function untilListening(origin: string, deadline: number, get: typeof fetch): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      const answer = await get(`${origin}/api/health`, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      await answer.body?.cancel();
      if (answer.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, LIVE_POLL_MS));
  }
  return false;
}

/**
 * For instrumentation.ts: with WARM_CACHE=sitemap, marks the process as warming at once and warms
 * its cache in the background once the server listens; readiness turns 200 when it ends. Never
 * awaited: requests wait for register(), and the warm-up needs them served.
 */
export function startWarmUp(env: Record<string, string | undefined> = process.env, isDraining: () => boolean = () => false): void {
  const config = warmUpConfig(env);
  if (!config || state().warming) return;
  state().warming = true;
  const origin = ownOrigin(env);
  const started = Date.now();
  void (async () => {
    let result: WarmUpResult = { pages: 0, failed: 0, end: 'timeout' };
    try {
      if (await untilListening(origin, started + config.timeoutMs, fetch)) {
        result = await warmUp(origin, { ...config, timeoutMs: Math.max(1, config.timeoutMs - (Date.now() - started)) }, { stopped: isDraining });
      }
    } catch {
      result = { ...result, end: 'provider-away' };
    } finally {
      state().warming = false;
      logger.info({ pages: result.pages, failed: result.failed, end: result.end, durationMs: Date.now() - started }, 'cache warm-up ended');
    }
  })();
}

/** Tests: back to a process that never warmed. */
export function resetWarmUpState(): void {
  state().warming = false;
}
