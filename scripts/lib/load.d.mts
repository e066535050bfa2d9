import type { EventEmitter } from 'node:events';

export const HINTS_P99_AIM_MS: number;
export function positiveSetting(name: string, fallback: number): number;

/** autocannon's result (the fields the tests read). */
export interface LoadResult {
  requests: { total: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

/** autocannon's running instance: its events, stop(), and its result when awaited. */
export interface LoadRun extends EventEmitter, PromiseLike<LoadResult> {
  stop(): void;
}

export function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  rotation?: { paths: Array<string | { path: string; headers?: Record<string, string> }>; next: number } | null;
}): LoadRun;
