// Starts the reference provider as a child process (PGlite and ESM stay out of Jest) and stops it again.
// With PROVIDER_TEST_DATABASE_URL each start gets a fresh database on that PostgreSQL server, dropped on stop.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createPostgresDatabase, POSTGRES_ADMIN_URL } from './test-database';

/**
 * The provider's CLIENT_IP_SECRET in tests: the test clients play the storefront, sending it with
 * X-Client-IP so every test can take addresses of its own (per-IP limits never meet across tests).
 */
export const TEST_CLIENT_IP_SECRET = 'test-only-client-ip-secret-0123456789abcdef';

const ROOT = typeof __dirname !== 'undefined' ? path.resolve(__dirname, '../../../..') : process.cwd();
const READY = /Reference provider on (http:\/\/[^\s"]+)/;

/**
 * The provider's JSON log lines as short text, for assertions: a request line as
 * "METHOD path status", any other line as its message (and its error's message). Lines that are not
 * JSON stay as they are.
 */
export function logText(output: string): string {
  return output
    .split('\n')
    .map((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; method?: string; path?: string; status?: number; err?: { message?: string } };
        if (entry.msg === 'request') return `${entry.method} ${entry.path} ${entry.status}`;
        return [entry.msg, entry.err?.message].filter(Boolean).join(': ');
      } catch {
        return line;
      }
    })
    .join('\n');
}

export interface ProviderProcess {
  url: string;
  /** Everything the process printed so far (stdout and stderr), for diagnosing failures. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs `tsx reference-provider/src/main.ts` on a free port with an in-memory PGlite database by default
 * (set PROVIDER_TEST_DATABASE_URL to run against a new database on that Postgres server instead),
 * resolving once it prints "Reference provider on <url>". An `env.DATABASE_URL` of the caller's (see
 * storedTestDatabase) is used as given and left in place.
 */
export async function startProviderProcess(
  options: { env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ProviderProcess> {
  const own = POSTGRES_ADMIN_URL && options.env?.DATABASE_URL === undefined ? await createPostgresDatabase() : undefined;
  try {
    const provider = await spawnProvider({ ...options, env: { DATABASE_URL: own?.url ?? '', ...options.env } });
    if (!own) return provider;
    return {
      ...provider,
      async stop() {
        await provider.stop();
        await own.drop();
      },
    };
  } catch (err) {
    await own?.drop();
    throw err;
  }
}

function spawnProvider(options: { env: Record<string, string>; timeoutMs?: number }): Promise<ProviderProcess> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['reference-provider/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PROVIDER_PORT: '0',
      PROVIDER_HOST: '127.0.0.1',
      PROVIDER_DATA_DIR: 'memory://',
      // The tests shop in the demo catalogue whatever NODE_ENV says; a test may ask otherwise.
      PROVIDER_SEED: 'demo',
      PROVIDER_QUIET: '1',
      CLIENT_IP_SECRET: TEST_CLIENT_IP_SECRET,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  // A bound for a start that hangs, not a speed check: on two busy cores a start (migrations, the
  // demo seed) has taken over a minute. PROVIDER_START_TIMEOUT_MS moves it.
  const timeoutMs = options.timeoutMs ?? (Number.parseInt(process.env.PROVIDER_START_TIMEOUT_MS ?? '', 10) || 150_000);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Provider did not start within ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = READY.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, output: () => log, stop });
      }
    };
    // Both pipes are always read, so a chatty provider can never block on a full pipe.
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Provider exited early (code ${code}, signal ${signal}):\n${logText(log)}`));
    });
  });
}
