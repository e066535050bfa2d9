// A drain on SIGTERM/SIGINT that resets no request. Next's standalone server.js owns the
// http.Server, but `npm run build` starts it with NEXT_MANUAL_SIG_HANDLE set (Next's documented
// switch, scripts/lib/processes.mjs), so Next leaves the signals to this module, installed by
// instrumentation.ts. On the first signal:
// - the process is marked draining: GET /api/health/ready answers 503, so the balancer moves on;
// - every response not yet started, and every later one, says `Connection: close`, and its socket
//   ends after it: a keep-alive client's next request opens a new connection, which is refused;
// - the listener closes (no new connections) *without* Node's http.Server#close, which also
//   destroys idle keep-alive sockets at once, resetting requests already on their way there;
//   sockets still idle after KEEP_ALIVE_GRACE_MS (a client that went quiet) are closed then;
// - from then on, every KEEP_ALIVE_GRACE_MS, once no request is in progress (every request whose
//   headers arrived has been answered), the connections left are closed too: they are only
//   sending a request line or headers, slowly (lib/server/http-server.ts bounds those at any time);
// - when the last connection has ended, the process exits 0; after SHUTDOWN_TIMEOUT_MS with
//   requests still open, it exits 1.
// The server is found through Node's `http.server.request.start` and `http.server.response.finish`
// channels (no custom server). A signal before any request was seen (the first moments after the
// start) waits KEEP_ALIVE_GRACE_MS for one to show the server, then drains it or, with none, exits 0.
// Without NEXT_MANUAL_SIG_HANDLE (`next dev`, a server.js built otherwise) Next's own handler
// closes the server and exits 143; the responses still say `Connection: close`.
import { subscribe } from 'node:diagnostics_channel';
import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';
import type { Logger } from 'pino';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, SHUTDOWN_TIMEOUT_RANGE_MS } from '@/lib/server/env';
import { logger } from '@/lib/server/log';
import { flushTracing } from '@/lib/observability/tracing';
import { processWide } from '@/lib/server/process-wide';

export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;
export type ShutdownSignal = (typeof SHUTDOWN_SIGNALS)[number];

/** How long a keep-alive socket may stay idle after the signal before it is closed. */
export const KEEP_ALIVE_GRACE_MS = 1000;

/** What of Node's http.Server the drain uses (tests pass stand-ins). */
export type DrainedServer = Pick<Server, 'closeIdleConnections' | 'closeAllConnections' | 'once'>;
type DrainedResponse = Pick<ServerResponse, 'headersSent' | 'shouldKeepAlive' | 'once'>;

interface ShutdownState {
  draining: boolean;
  installed: boolean;
  servers: Set<DrainedServer>;
  /**
   * Requests in progress: their headers arrived, their response has not closed. At the signal,
   * those not yet answered get `Connection: close`; with none left, the drain closes every connection.
   */
  inFlight: Set<DrainedResponse>;
  /** Set at the signal when the process drains its servers itself: how to drain one more. */
  drain: ((server: DrainedServer) => void) | null;
}

function state(): ShutdownState {
  return processWide<ShutdownState>('shutdown', () => ({ draining: false, installed: false, servers: new Set(), inFlight: new Set(), drain: null }));
}

/** A server seen in a connection or a request; one seen while draining is drained too. */
export function trackServer(server: DrainedServer): void {
  const s = state();
  if (s.servers.has(server)) return;
  s.servers.add(server);
  s.drain?.(server);
}

/** True from the first SIGTERM/SIGINT on: the process finishes what it has and takes nothing new. */
export function isShuttingDown(): boolean {
  return state().draining;
}

/** SHUTDOWN_TIMEOUT_MS when it is a whole number in range, else the default (lib/server/env.ts refuses it at start). */
export function shutdownTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SHUTDOWN_TIMEOUT_MS?.trim() ?? '';
  const value = Number(raw);
  const [min, max] = SHUTDOWN_TIMEOUT_RANGE_MS;
  return /^\d+$/.test(raw) && value >= min && value <= max ? value : DEFAULT_SHUTDOWN_TIMEOUT_MS;
}

interface Timer {
  unref(): unknown;
}

export interface ShutdownDeps {
  signals: Pick<NodeJS.Process, 'on'>;
  exit: (code: number) => void;
  setTimer: (callback: () => void, ms: number) => Timer;
  setRepeating: (callback: () => void, ms: number) => Timer;
  log: Logger;
  timeoutMs: number;
  /** Next left the signals to us (NEXT_MANUAL_SIG_HANDLE): close the listener and exit here. */
  ownsSignals: boolean;
  /** Stops taking connections; the server emits 'close' once every connection has ended. */
  stopListening: (server: DrainedServer) => void;
  /** Subscribes to one of Node's HTTP server channels. */
  subscribe: (channel: (typeof HTTP_CHANNELS)[number], listener: (message: unknown) => void) => void;
}

const HTTP_CHANNELS = ['http.server.request.start', 'http.server.response.finish'] as const;

/** One request started (`http.server.request.start`): its server is known, its answer may still say close. */
export function trackRequest({ server, response }: { server: DrainedServer; response: DrainedResponse }): void {
  const s = state();
  trackServer(server);
  if (s.draining) response.shouldKeepAlive = false;
  s.inFlight.add(response);
  response.once('close', () => s.inFlight.delete(response));
}

/** What one signal does; later signals are ignored here (Next ignores them too). */
export function beginShutdown(signal: ShutdownSignal, deps: Omit<ShutdownDeps, 'signals'>): void {
  const s = state();
  if (s.draining) return;
  s.draining = true;
  deps.log.info({ signal, timeoutMs: deps.timeoutMs }, 'shutting down: readiness answers 503, in-flight requests finish, connections close after their answer');
  deps
    .setTimer(() => {
      deps.log.error({ signal, timeoutMs: deps.timeoutMs }, 'shutdown timed out: exiting with requests still open');
      deps.exit(1);
    }, deps.timeoutMs)
    .unref();
  for (const response of s.inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
  let closingAll = false;
  deps.setRepeating(() => {
    const noneInProgress = s.inFlight.size === 0;
    if (noneInProgress && !closingAll && s.servers.size > 0) {
      closingAll = true;
      deps.log.info({ signal }, 'shutting down: no request in progress, closing the connections still sending one');
    }
    for (const server of s.servers) {
      server.closeIdleConnections();
      if (noneInProgress) server.closeAllConnections();
    }
  }, KEEP_ALIVE_GRACE_MS).unref();
  if (!deps.ownsSignals) return;

  let open = 0;
  const drained = () => {
    deps.log.info({ signal }, 'shutdown complete: every request answered');
    deps.exit(0);
  };
  s.drain = (server) => {
    open += 1;
    server.once('close', () => {
      open -= 1;
      if (open === 0) drained();
    });
    deps.stopListening(server);
  };
  for (const server of s.servers) s.drain(server);
  if (open > 0) return;
  // No request seen yet: one may still be on its way through the start (it shows the server when it ends).
  deps.setTimer(() => {
    if (open === 0) drained();
  }, KEEP_ALIVE_GRACE_MS);
}

/**
 * Closes the listening socket only. Node's http.Server#close would first destroy every idle
 * keep-alive connection (Node ≥ 19), resetting a request a client is sending on one right then.
 */
function stopListening(server: DrainedServer): void {
  net.Server.prototype.close.call(server as unknown as net.Server);
}

function defaults(): ShutdownDeps {
  return {
    signals: process,
    // Spans still batched are sent first (lib/observability/tracing.ts), for at most a second.
    exit: (code) => void Promise.race([flushTracing(), new Promise((resolve) => setTimeout(resolve, 1000).unref())]).finally(() => process.exit(code)),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    setRepeating: (callback, ms) => setInterval(callback, ms),
    log: logger,
    timeoutMs: shutdownTimeoutMs(),
    ownsSignals: Boolean(process.env.NEXT_MANUAL_SIG_HANDLE),
    stopListening,
    subscribe,
  };
}

/** Listens to SIGTERM and SIGINT and follows the requests, once per process. */
export function installShutdownHandlers(overrides: Partial<ShutdownDeps> = {}): void {
  const s = state();
  if (s.installed) return;
  s.installed = true;
  const deps = { ...defaults(), ...overrides };
  if (!deps.ownsSignals && process.env.NODE_ENV === 'production') {
    deps.log.warn("NEXT_MANUAL_SIG_HANDLE is not set: Next's own SIGTERM handler closes idle keep-alive connections at once and exits 143 (start the server.js that `npm run build` makes)");
  }
  for (const signal of SHUTDOWN_SIGNALS) deps.signals.on(signal, () => beginShutdown(signal, deps));
  deps.subscribe('http.server.request.start', (message) => trackRequest(message as Parameters<typeof trackRequest>[0]));
  deps.subscribe('http.server.response.finish', (message) => trackServer((message as { server: DrainedServer }).server));
}

/** For tests: back to a fresh process. */
export function resetShutdownState(): void {
  const s = state();
  s.draining = false;
  s.installed = false;
  s.servers.clear();
  s.inFlight.clear();
  s.drain = null;
}
