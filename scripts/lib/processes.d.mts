// The types of what the unit tests and the type-checked scripts import from processes.mjs.
export const ROOT: string;
/** The environment of `next build`. */
export const BUILD_ENV: Readonly<Record<string, string>>;
export const MANUAL_SIGNALS_LINE: string;
export interface BuildKind {
  distDir: string;
  env: Readonly<Record<string, string>>;
}
/** The production build (.next) and the bench build (.next-bench). */
export const BUILDS: Readonly<{ production: BuildKind; bench: BuildKind }>;
export function standaloneServer(kind?: 'production' | 'bench'): string;
export const BENCH_STATIC_PATH: string;
export const BENCH_STATIC_BYTES: number;
export function benchStaticFile(bytes?: number): string;
/** Polls a URL until it answers (any status below 500, or exactly `status`). */
export function waitFor(url: string, options?: { timeoutMs?: number; child?: import('node:child_process').ChildProcess; status?: number }): Promise<void>;
