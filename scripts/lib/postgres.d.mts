// The types of what the type-checked scripts import from postgres.mjs.
/** The bin folder of Debian's PostgreSQL, installing the package first when root and missing. */
export function ensurePostgres(): string;
export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:{port}/postgres (trust authentication). */
  url: string;
  pid: number | undefined;
  /** Shuts the server down and removes its folder. */
  stop(): Promise<void>;
  /** The tail of the server's log. */
  output(): string;
}
export function startPostgres(options: {
  port: number;
  bin?: string;
  timeoutMs?: number;
  maxConnections?: number;
  /** More server settings, each passed as `-c name=value`. */
  settings?: Record<string, string>;
  /** false: SIGINT and SIGTERM are the caller's, who calls stop() itself. */
  signals?: boolean;
}): Promise<RunningPostgres>;
