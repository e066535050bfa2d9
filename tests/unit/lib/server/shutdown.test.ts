// SIGTERM/SIGINT (lib/server/shutdown.ts): the process is marked draining at once and logs one line;
// answers from then on say `Connection: close`; with the signals left to it (NEXT_MANUAL_SIG_HANDLE)
// it stops listening without dropping idle keep-alive sockets at once, closes those still idle
// after the grace (and, with no request in progress, those still sending one), exits 0 when the
// last connection ends, and 1 at SHUTDOWN_TIMEOUT_MS. Driven with
// an injected signal source, stand-in servers and responses, and Jest's fake timers; nothing waits.
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from '@/lib/server/env';
import { createLogger } from '@/lib/server/log';
import {
  KEEP_ALIVE_GRACE_MS,
  installShutdownHandlers,
  isShuttingDown,
  resetShutdownState,
  shutdownTimeoutMs,
  type DrainedServer,
} from '@/lib/server/shutdown';

function setUp(timeoutMs = 5000, ownsSignals = false) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const signals = new EventEmitter();
  const exit = jest.fn();
  const unref = jest.fn();
  const stopListening = jest.fn();
  const channels = new Map<string, (message: unknown) => void>();
  installShutdownHandlers({
    signals: signals as unknown as NodeJS.Process,
    exit,
    setTimer: (callback, ms) => {
      const timer = setTimeout(callback, ms);
      return { unref: () => unref(timer) };
    },
    setRepeating: (callback, ms) => setInterval(callback, ms),
    log: createLogger(stream, 'info'),
    timeoutMs,
    ownsSignals,
    stopListening,
    subscribe: (channel, listener) => void channels.set(channel, listener),
  });
  return {
    lines,
    signals,
    exit,
    unref,
    stopListening,
    request: (message: unknown) => channels.get('http.server.request.start')?.(message),
    finished: (message: unknown) => channels.get('http.server.response.finish')?.(message),
  };
}

/** A stand-in http.Server: emits 'close' when told its last connection ended. */
function fakeServer() {
  const server = new EventEmitter() as EventEmitter & DrainedServer & { closeIdleConnections: jest.Mock; closeAllConnections: jest.Mock };
  server.closeIdleConnections = jest.fn();
  server.closeAllConnections = jest.fn();
  return server;
}

function fakeResponse(headersSent = false) {
  return Object.assign(new EventEmitter(), { headersSent, shouldKeepAlive: true });
}

beforeEach(() => {
  jest.useFakeTimers();
  resetShutdownState();
});
afterEach(() => {
  jest.useRealTimers();
  resetShutdownState();
});

it('marks the process draining at the first SIGTERM and logs one line', () => {
  const { lines, signals, exit, unref } = setUp();
  expect(isShuttingDown()).toBe(false);
  signals.emit('SIGTERM');
  expect(isShuttingDown()).toBe(true);
  expect(lines).toEqual([expect.objectContaining({ level: 'info', signal: 'SIGTERM', timeoutMs: 5000 })]);
  expect(unref).toHaveBeenCalledTimes(1);
  expect(exit).not.toHaveBeenCalled();
});

it('exits 1 when the requests have not finished in time', () => {
  const { lines, signals, exit } = setUp(5000);
  signals.emit('SIGINT');
  jest.advanceTimersByTime(4999);
  expect(exit).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(exit).toHaveBeenCalledWith(1);
  expect(lines.at(-1)).toEqual(expect.objectContaining({ level: 'error', signal: 'SIGINT' }));
});

it('ignores a second signal (one timer, one line)', () => {
  const { lines, signals, exit } = setUp(5000);
  signals.emit('SIGTERM');
  jest.advanceTimersByTime(3000);
  signals.emit('SIGTERM');
  signals.emit('SIGINT');
  expect(lines).toHaveLength(1);
  jest.advanceTimersByTime(2000);
  expect(exit).toHaveBeenCalledTimes(1);
});

it('listens once per process', () => {
  const first = setUp();
  const second = new EventEmitter();
  installShutdownHandlers({ signals: second as unknown as NodeJS.Process });
  expect(second.listenerCount('SIGTERM')).toBe(0);
  expect(first.signals.listenerCount('SIGTERM')).toBe(1);
  expect(first.signals.listenerCount('SIGINT')).toBe(1);
});

it('takes its bound from SHUTDOWN_TIMEOUT_MS, 10 s by default', () => {
  expect(shutdownTimeoutMs({})).toBe(DEFAULT_SHUTDOWN_TIMEOUT_MS);
  expect(DEFAULT_SHUTDOWN_TIMEOUT_MS).toBe(10_000);
  expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: '30000' })).toBe(30_000);
  expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: '10' })).toBe(DEFAULT_SHUTDOWN_TIMEOUT_MS);
  expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toBe(DEFAULT_SHUTDOWN_TIMEOUT_MS);
});

describe('draining keep-alive connections', () => {
  it('answers in flight and after the signal with Connection: close; one already sent keeps its headers', () => {
    const { signals, request } = setUp();
    const server = fakeServer();
    const waiting = fakeResponse();
    const streaming = fakeResponse(true);
    const finished = fakeResponse();
    request({ server, response: waiting });
    request({ server, response: streaming });
    request({ server, response: finished });
    finished.emit('close');
    signals.emit('SIGTERM');
    expect(waiting.shouldKeepAlive).toBe(false);
    expect(streaming.shouldKeepAlive).toBe(true);
    expect(finished.shouldKeepAlive).toBe(true);
    const later = fakeResponse();
    request({ server, response: later });
    expect(later.shouldKeepAlive).toBe(false);
  });

  it('owning the signals: stops listening, keeps idle sockets for the grace, then closes them, and exits 0 when the last connection ends', () => {
    const { signals, request, stopListening, exit, lines } = setUp(5000, true);
    const server = fakeServer();
    request({ server, response: fakeResponse() });
    signals.emit('SIGTERM');
    expect(stopListening).toHaveBeenCalledWith(server);
    // No socket is dropped at the signal: a request may be on its way on an idle one.
    expect(server.closeIdleConnections).not.toHaveBeenCalled();
    jest.advanceTimersByTime(KEEP_ALIVE_GRACE_MS);
    expect(server.closeIdleConnections).toHaveBeenCalledTimes(1);
    expect(exit).not.toHaveBeenCalled();
    server.emit('close');
    expect(exit).toHaveBeenCalledWith(0);
    expect(lines.at(-1)).toEqual(expect.objectContaining({ level: 'info', msg: expect.stringMatching(/^shutdown complete/) }));
  });

  it('with no request in progress, closes the connections still sending one (slow headers) after the grace, and exits 0', () => {
    const { signals, request, exit, lines } = setUp(30_000, true);
    const server = fakeServer();
    const answered = fakeResponse();
    request({ server, response: answered });
    answered.emit('close');
    signals.emit('SIGTERM');
    expect(server.closeAllConnections).not.toHaveBeenCalled();
    jest.advanceTimersByTime(KEEP_ALIVE_GRACE_MS);
    expect(server.closeAllConnections).toHaveBeenCalledTimes(1);
    expect(lines.at(-1)).toEqual(expect.objectContaining({ msg: expect.stringMatching(/no request in progress/) }));
    server.emit('close');
    expect(exit).toHaveBeenCalledWith(0);
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('keeps every connection while a request is in progress, one that started after the signal too', () => {
    const { signals, request, exit } = setUp(30_000, true);
    const server = fakeServer();
    signals.emit('SIGTERM');
    const late = fakeResponse();
    request({ server, response: late });
    jest.advanceTimersByTime(5 * KEEP_ALIVE_GRACE_MS);
    expect(server.closeIdleConnections).toHaveBeenCalled();
    expect(server.closeAllConnections).not.toHaveBeenCalled();
    late.emit('close');
    jest.advanceTimersByTime(KEEP_ALIVE_GRACE_MS);
    expect(server.closeAllConnections).toHaveBeenCalledTimes(1);
    expect(exit).not.toHaveBeenCalled();
  });

  it('owning the signals before any request was seen: waits the grace for one, then exits 0', () => {
    const { signals, exit, stopListening } = setUp(5000, true);
    signals.emit('SIGINT');
    expect(exit).not.toHaveBeenCalled();
    jest.advanceTimersByTime(KEEP_ALIVE_GRACE_MS);
    expect(stopListening).not.toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('a request that was already on its way at the signal shows the server when it ends, and that server is drained', () => {
    const { signals, exit, stopListening, finished } = setUp(5000, true);
    signals.emit('SIGTERM');
    const server = fakeServer();
    finished({ server, response: fakeResponse(true) });
    expect(stopListening).toHaveBeenCalledWith(server);
    jest.advanceTimersByTime(KEEP_ALIVE_GRACE_MS);
    expect(exit).not.toHaveBeenCalled();
    server.emit('close');
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('owning the signals, a connection still open at the bound: exits 1, not 0', () => {
    const { signals, request, exit } = setUp(3000, true);
    request({ server: fakeServer(), response: fakeResponse() });
    signals.emit('SIGTERM');
    jest.advanceTimersByTime(3000);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it("leaving the signals to Next: neither closes the server nor exits 0 (Next's own handler does)", () => {
    const { signals, request, stopListening, exit } = setUp(5000, false);
    const server = fakeServer();
    request({ server, response: fakeResponse() });
    signals.emit('SIGTERM');
    server.emit('close');
    expect(stopListening).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
  });
});
