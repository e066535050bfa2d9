// SIGTERM/SIGINT (lib/server/shutdown.ts): the process is marked draining at once, logs one line,
// and exits 1 if Next's own shutdown has not ended it within SHUTDOWN_TIMEOUT_MS. Driven with an
// injected signal source, exit and Jest's fake timers; nothing waits.
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from '@/lib/env';
import { createLogger } from '@/lib/log';
import { installShutdownHandlers, isShuttingDown, resetShutdownState, shutdownTimeoutMs } from '@/lib/server/shutdown';

function setUp(timeoutMs = 5000) {
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
  installShutdownHandlers({
    signals: signals as unknown as NodeJS.Process,
    exit,
    setTimer: (callback, ms) => {
      const timer = setTimeout(callback, ms);
      return { unref: () => unref(timer) };
    },
    log: createLogger(stream, 'info'),
    timeoutMs,
  });
  return { lines, signals, exit, unref };
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
