// A throwaway PostgreSQL server for tests: finds Debian's PostgreSQL (installing it with apt-get when
// it is missing and we run as root), creates a cluster in a temp folder and runs it on loopback only,
// tuned for speed over durability. Nothing is kept: stop() (or the process exiting) removes it all.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureDebianPackage, isRoot } from './apt.mjs';

const PG_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL under /usr/lib/postgresql with initdb and postgres, or null. */
function findBin() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((version) => /^\d+(\.\d+)?$/.test(version))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(PG_ROOT, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'postgres'))) return bin;
  }
  return null;
}

/** Returns the bin folder of Debian's PostgreSQL, installing the package first when root and missing. */
export function ensurePostgres() {
  return ensureDebianPackage({
    what: `PostgreSQL (initdb and postgres under ${PG_ROOT}/*/bin)`,
    packages: ['postgresql'],
    find: findBin,
  });
}

/**
 * Spawn options that run a command as the postgres OS user when we are root (postgres refuses to run
 * as root). Node switches user itself, like `runuser -u postgres`, so the child's pid is the server's
 * own and signals reach it directly.
 */
function asServerUser() {
  return isRoot() ? userIds('postgres') : {};
}

/** Resolves true once the server answers SELECT 1, false after `timeoutMs` or when it exits. */
async function waitUntilReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      // not accepting connections yet
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/**
 * Creates a cluster in a fresh temp folder and starts it on 127.0.0.1:`port` (trust authentication,
 * superuser `postgres`). Resolves `{ url, stop() }` once it accepts connections; stop() shuts it down
 * and removes the folder. Also stopped when this process exits, and on SIGINT or SIGTERM, which then
 * end this process; with `signals: false` those are the caller's, who calls stop() itself.
 * `settings` are more server settings (`{ autovacuum: 'off' }`), each passed as `-c name=value`.
 */
export async function startPostgres({ port, bin = ensurePostgres(), timeoutMs = 60_000, maxConnections = 200, settings = {}, signals = true } = {}) {
  if (!Number.isInteger(port) || port <= 0) throw new Error('startPostgres needs a port');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'provider-postgres-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    const user = asServerUser();
    for (const folder of [dir, dataDir, socketDir]) {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      if (user.uid !== undefined) chownSync(folder, user.uid, user.gid);
    }
    // PGlite's locale: UTF-8 character classes (pg_trgm, lower()) and byte-order sorting.
    const initArgs = ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '--no-instructions'];
    initArgs.push('-E', 'UTF8', '--locale=C.UTF-8', '--lc-collate=C');
    const init = spawnSync(path.join(bin, 'initdb'), initArgs, { ...user, cwd: dir, encoding: 'utf8', timeout: timeoutMs });
    if (init.status !== 0) throw new Error(`initdb failed (exit ${init.status ?? init.signal}):\n${init.stdout}${init.stderr}`);
  } catch (err) {
    removeDir();
    throw err;
  }

  const args = [
    '-D', dataDir, '-p', String(port), '-k', socketDir,
    '-c', 'listen_addresses=127.0.0.1',
    '-c', `max_connections=${maxConnections}`,
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  const child = spawn(path.join(bin, 'postgres'), args, { ...asServerUser(), cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000); // the tail, for an error message
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  let stopped = false;
  // Last resort when the process ends without stop(): no server and no folder may outlive us.
  const onExit = () => {
    if (stopped) return;
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
    removeDir();
  };
  process.once('exit', onExit);
  const onSignal = (signal) => {
    onExit();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  if (signals) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT'); // fast shutdown: ends sessions, no waiting for clients
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    removeDir();
  };

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  if (!(await waitUntilReady(url, child, timeoutMs))) {
    await stop();
    throw new Error(`PostgreSQL did not accept connections on 127.0.0.1:${port} within ${timeoutMs / 1000} s:\n${log}`);
  }
  return { url, pid: child.pid, stop, output: () => log };
}

/** uid and gid of an OS user, from `id`. */
function userIds(name) {
  const read = (flag) => {
    const result = spawnSync('id', [flag, name], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`No OS user "${name}" (is PostgreSQL's package installed?)`);
    return Number(result.stdout.trim());
  };
  return { uid: read('-u'), gid: read('-g') };
}

