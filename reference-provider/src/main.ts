// Entry point (npm run provider): open the database, migrate, seed when empty, serve, shut down cleanly.
import { dbConfigFromEnv, openDatabase } from './db/open';
import { prepareDatabase } from './db/prepare';
import type { Db } from './db/types';
import { consoleLogger as log, startProvider, type RunningProvider } from './server';

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 4000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PROVIDER_PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

let db: Db | null = null;
let provider: RunningProvider | null = null;
let stopping = false;

async function stop(reason: string, code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (code === 0) log.info(`Reference provider: ${reason}, shutting down`);
  try {
    await provider?.close();
    await db?.close();
  } catch (err) {
    log.error('Reference provider: shutdown failed', err);
    code = 1;
  }
  process.exit(code);
}

async function main(): Promise<void> {
  const ms = (from: number, to: number = performance.now()) => `${Math.round(to - from)} ms`;
  const started = performance.now();
  const port = portFromEnv(process.env.PROVIDER_PORT);
  const host = process.env.PROVIDER_HOST?.trim() || '127.0.0.1';

  db = await openDatabase(dbConfigFromEnv());
  const opened = performance.now();
  const { migrationsApplied, seed } = await prepareDatabase(db);
  const prepared = performance.now();
  provider = await startProvider({ port, host, db });
  log.info(
    `Database ${db.kind} at ${db.location}: opened in ${ms(started, opened)}, ` +
      `migrations ${migrationsApplied.length ? migrationsApplied.join(', ') : 'up to date'}, ` +
      (seed.seeded
        ? `seeded ${seed.products} products, ${seed.codes} codes, ${seed.categories} categories, ${seed.feedbacks} reviews`
        : 'catalogue already seeded') +
      ` in ${ms(opened, prepared)}; ready in ${ms(started)}`,
  );
  log.info(`Reference provider on ${provider.url}`);
}

process.on('SIGINT', () => void stop('SIGINT', 0));
process.on('SIGTERM', () => void stop('SIGTERM', 0));
// The request handler catches its own faults; anything reaching here is logged, not fatal.
process.on('unhandledRejection', (err) => log.error('Reference provider: unhandled rejection', err));

main().catch((err: unknown) => {
  log.error('Reference provider failed to start', err);
  void stop('start failed', 1);
});
