// The types of static-history.mjs, for the TypeScript that imports it (its unit test).

export const DEFAULT_KEEP_BUILDS: number;
export const DEFAULT_KEEP_DAYS: number;

export interface Retention {
  historyDir: string;
  keepBuilds: number;
  keepDays: number;
}

export interface HistoryBuild {
  name: string;
  builtAt: number;
}

export function historyOptions(env: Record<string, string | undefined>, root: string): Retention;
export function listBuilds(historyDir: string): HistoryBuild[];
export function buildsToKeep(builds: HistoryBuild[], options: { keepBuilds: number; keepDays: number; now: number }): HistoryBuild[];
export function keepPreviousStatic(options: Retention & { staticDir: string; target: string; now?: number }): HistoryBuild[];
