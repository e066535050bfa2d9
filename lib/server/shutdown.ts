// A bounded stop on SIGTERM/SIGINT. Next's own server (`next start`, the standalone server.js)
// already handles the signal: it stops accepting connections, lets in-flight requests finish and
// exits (node_modules/next/dist/server/lib/start-server.js, `cleanup`). What it does not do is say
// so, tell the load balancer, or give up on a request that never ends. So, from instrumentation.ts:
// on the first signal the process is marked draining (GET /api/health/ready answers 503 at once, so
// the balancer stops sending traffic), one line is logged, and an unref()'d timer of
// SHUTDOWN_TIMEOUT_MS exits with 1 if Next has not exited by then. No second server.close().
import type { Logger } from 'pino';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, SHUTDOWN_TIMEOUT_RANGE_MS } from '@/lib/env';
import { logger } from '@/lib/log';
import { processWide } from '@/lib/process-wide';

export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;
export type ShutdownSignal = (typeof SHUTDOWN_SIGNALS)[number];

interface ShutdownState {
  draining: boolean;
  installed: boolean;
}

function state(): ShutdownState {
  return processWide<ShutdownState>('shutdown', () => ({ draining: false, installed: false }));
}

/** True from the first SIGTERM/SIGINT on: the process finishes what it has and takes nothing new. */
export function isShuttingDown(): boolean {
  return state().draining;
}

/** SHUTDOWN_TIMEOUT_MS when it is a whole number in range, else the default (lib/env.ts refuses it at start). */
export function shutdownTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SHUTDOWN_TIMEOUT_MS?.trim() ?? '';
  const value = Number(raw);
  const [min, max] = SHUTDOWN_TIMEOUT_RANGE_MS;
  return /^\d+$/.test(raw) && value >= min && value <= max ? value : DEFAULT_SHUTDOWN_TIMEOUT_MS;
}

export interface ShutdownDeps {
  signals: Pick<NodeJS.Process, 'on'>;
  exit: (code: number) => void;
  setTimer: (callback: () => void, ms: number) => { unref(): unknown };
  log: Logger;
  timeoutMs: number;
}

/** What one signal does; later signals are ignored here (Next ignores them too). */
export function beginShutdown(signal: ShutdownSignal, deps: Omit<ShutdownDeps, 'signals'>): void {
  const s = state();
  if (s.draining) return;
  s.draining = true;
  deps.log.info({ signal, timeoutMs: deps.timeoutMs }, 'shutting down: readiness answers 503, in-flight requests finish');
  deps
    .setTimer(() => {
      deps.log.error({ signal, timeoutMs: deps.timeoutMs }, 'shutdown timed out: exiting with requests still open');
      deps.exit(1);
    }, deps.timeoutMs)
    .unref();
}

function defaults(): ShutdownDeps {
  return {
    signals: process,
    exit: (code) => process.exit(code),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    log: logger,
    timeoutMs: shutdownTimeoutMs(),
  };
}

/** Listens to SIGTERM and SIGINT, once per process. */
export function installShutdownHandlers(overrides: Partial<ShutdownDeps> = {}): void {
  const s = state();
  if (s.installed) return;
  s.installed = true;
  const deps = { ...defaults(), ...overrides };
  for (const signal of SHUTDOWN_SIGNALS) deps.signals.on(signal, () => beginShutdown(signal, deps));
}

/** For tests: back to a fresh process. */
export function resetShutdownState(): void {
  const s = state();
  s.draining = false;
  s.installed = false;
}
