// The runbook of README "Running in production", as an operator follows it: two standalone
// instances on the scale tests' Redis and provider, behind nginx (Debian's package) configured by
// deploy/nginx/storefront.conf with only its ports and paths changed, started and then restarted
// one at a time by scripts/rolling-restart.mjs with the runbook's start and stop commands (read
// from the README, only their folders changed), while a load generator asks nginx for pages. Not
// one request may fail. nginx runs unprivileged in the foreground, with its own prefix, pid and
// logs in a temporary folder, on the SCALE_PORT_OFFSET ports (tests/scale/servers.ts).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { runLoad } from '../../scripts/lib/load.mjs';
import { PROVIDER_URL, REDIS_URL, SCALE_PORTS, SCALE_SECRETS } from './servers';

test.describe.configure({ timeout: 240_000 });

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const STANDALONE = path.resolve('.next/standalone');
const SCRIPT = path.resolve('scripts/rolling-restart.mjs');
const ORIGIN = `http://localhost:${SCALE_PORTS.nginx}`;
const INSTANCES = [SCALE_PORTS.nginxInstanceA, SCALE_PORTS.nginxInstanceB];

const README = readFileSync('README.md', 'utf8');

/** The runbook's START='…' or STOP='…' command. */
function runbookCommand(name: 'START' | 'STOP'): string {
  const match = new RegExp(`^\\s*${name}='(.+)'$`, 'm').exec(README);
  if (!match) throw new Error(`README's runbook has no ${name}='…' line`);
  return match[1]!;
}

/** The names set in the runbook's /etc/storefront/env. */
function runbookVariables(): string[] {
  const from = README.indexOf("The instances' environment, `/etc/storefront/env`");
  const block = README.slice(README.indexOf('```bash', from), README.indexOf('```\n', README.indexOf('```bash', from) + 7));
  return [...block.matchAll(/^\s*([A-Z_]+)=/gm)].map((match) => match[1]!);
}

/** `text` with every `from` replaced; the shipped file must still contain it, or this test is stale. */
function substitute(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the runbook or the shipped nginx configuration no longer contains "${from}": update this test`);
  return text.split(from).join(to);
}

/** uid and gid of `nobody` when we are root (nginx then runs unprivileged), else nothing to change. */
function unprivileged(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

function chownTree(dir: string, uid: number, gid: number) {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) chownTree(full, uid, gid);
    else chownSync(full, uid, gid);
  }
}

/** Runs the rolling-restart script; resolves its exit code and output. */
function rollingRestart(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [SCRIPT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** POST /api/card-type through nginx from a given loopback address, with a made-up X-Forwarded-For; resolves the status. */
function cardTypeLookup(localAddress: string): Promise<number> {
  const body = JSON.stringify({ number: '41111111' });
  const forwarded = `198.51.100.${randomInt(1, 255)}`;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${ORIGIN}/api/card-type`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': forwarded } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function pidOf(dir: string, port: number): number | null {
  const file = path.join(dir, 'run', `${port}.pid`);
  return existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : null;
}

function running(pid: number | null): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Shop {
  dir: string;
  /** The rolling-restart script's arguments naming the configuration and the runbook's commands. */
  common: string[];
  start: string;
  stop: string;
  /** Every instance pid seen, to kill whatever is left at the end. */
  spawned: number[];
  close(): Promise<void>;
}

/** nginx with `site` (the shipped configuration, ports and paths changed) in a folder of its own, unprivileged, in the foreground. */
async function startNginx(site: string): Promise<Shop> {
  if (await accepts(SCALE_PORTS.nginx)) throw new Error(`something already listens on ${SCALE_PORTS.nginx}, nginx's port in these tests`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-nginx-'));
  chmodSync(dir, 0o755);
  for (const sub of ['logs', 'run', 'tmp']) mkdirSync(path.join(dir, sub));
  writeFileSync(path.join(dir, 'storefront.conf'), site);
  // What Debian's /etc/nginx/nginx.conf gives the site, with this folder for everything written.
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${dir}/tmp/${kind};`).join('\n');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 2;',
      `pid ${dir}/run/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '    types { text/html html; text/css css; application/javascript js; font/woff2 woff2; image/svg+xml svg; application/json json; }',
      '    default_type application/octet-stream;',
      '    log_format upstreams \'$status $request_method $request_uri upstream=$upstream_addr $upstream_status\';',
      `    access_log ${dir}/logs/access.log upstreams;`,
      temp,
      '    include storefront.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const user = unprivileged();
  if (user.uid !== undefined) chownTree(dir, user.uid, user.gid!);
  // The runbook's check before nginx takes the file.
  const check = spawnSync(NGINX, ['-t', '-p', `${dir}/`, '-c', `${dir}/nginx.conf`], { encoding: 'utf8', ...user });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t refused the configuration: ${check.stderr}`);
  }
  let nginxErr = '';
  const nginx = spawn(NGINX, ['-p', `${dir}/`, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'], ...user });
  nginx.stderr!.on('data', (chunk: Buffer) => (nginxErr += chunk.toString()));
  const spawned: number[] = [];
  const close = async () => {
    for (const pid of [...spawned, ...INSTANCES.map((port) => pidOf(dir, port) ?? 0)]) if (running(pid)) process.kill(pid, 'SIGKILL');
    if (nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => nginx.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The runbook's environment file and commands (README "Running in production"), in this folder.
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOSTNAME: 'localhost',
      SITE_URL: ORIGIN,
      PROVIDER_API_URL: PROVIDER_URL,
      REDIS_URL,
      TRUSTED_PROXY_HOPS: '1',
      SESSION_SECRET: SCALE_SECRETS.session,
      CLIENT_IP_SECRET: SCALE_SECRETS.clientIp,
      REVALIDATE_SECRET: SCALE_SECRETS.revalidate,
    };
    expect(Object.keys(env), "the variables of the runbook's /etc/storefront/env").toEqual(runbookVariables());
    writeFileSync(path.join(dir, 'storefront.env'), Object.entries(env).map(([name, value]) => `${name}=${value}\n`).join(''));
    const folders: Array<[string, string]> = [
      ['/etc/storefront/env', `${dir}/storefront.env`],
      ['/srv/storefront/current/.next/standalone/', `${STANDALONE}/`],
      ['/var/log/storefront/', `${dir}/logs/`],
      ['/run/storefront/', `${dir}/run/`],
    ];
    const inDir = (command: string) => folders.reduce((text, [from, to]) => substitute(text, from, to), command);
    const [start, stop] = inDir(`${runbookCommand('START')}\n${runbookCommand('STOP')}`).split('\n') as [string, string];
    const common = ['--config', path.join(dir, 'storefront.conf'), '--start', start, '--stop', stop];

    await expect.poll(() => existsSync(path.join(dir, 'run', 'nginx.pid')) || nginx.exitCode !== null, { timeout: 10_000 }).toBe(true);
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${nginxErr}`);
    return { dir, common, start, stop, spawned, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Pages the load asks for, each rendered once before it (the catalogue's first products among them). */
async function pagesRendered(request: APIRequestContext): Promise<string[]> {
  const popular = (await (await request.get(`${ORIGIN}/api/popular-products`)).json()) as { products: Array<{ id: number }> };
  const paths = ['/', '/en', '/category/steam', '/search/steam', ...popular.products.slice(0, 4).map(({ id }) => `/product/${id}`)];
  for (const page of paths) expect((await request.get(`${ORIGIN}${page}`)).status(), page).toBe(200);
  return paths;
}

/** Runs `action` while six connections ask nginx for `paths` in turn; what they got, and what `action` resolved. */
async function underLoad<T>(paths: string[], action: () => Promise<T>) {
  const statuses: Record<number, number> = {};
  const errors: string[] = [];
  const load = runLoad({ url: ORIGIN, connections: 6, seconds: 600, rotation: { paths, next: 0 } });
  load.on('response', (_client: unknown, status: number) => (statuses[status] = (statuses[status] ?? 0) + 1));
  load.on('reqError', (error: Error) => errors.push(error.message));
  let value: T;
  try {
    value = await action();
  } finally {
    load.stop();
  }
  const { timeouts } = await load;
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return { value, statuses, errors, timeouts, answered };
}

/** Whether something accepts connections on the loopback port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Runs one of the runbook's commands as the script does: {port} replaced, with `sh -c`. */
function runCommand(template: string, port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', template.replaceAll('{port}', String(port))], { stdio: 'ignore', detached: true });
    child.on('exit', (code) => resolve(code));
  });
}

/** The shipped configuration with its listen address, build folder and instance ports changed. */
function shippedSite(): string {
  let site = readFileSync('deploy/nginx/storefront.conf', 'utf8');
  site = substitute(site, 'listen 80;', `listen 127.0.0.1:${SCALE_PORTS.nginx};`);
  site = substitute(site, '/srv/storefront/current/.next/standalone/', `${STANDALONE}/`);
  site = substitute(site, 'server 127.0.0.1:3001 ', `server 127.0.0.1:${INSTANCES[0]} `);
  return substitute(site, 'server 127.0.0.1:3002 ', `server 127.0.0.1:${INSTANCES[1]} `);
}

test('a rolling restart behind nginx, by the runbook, loses no request', async ({ request }) => {
  const shop = await startNginx(shippedSite());
  const { dir, common, spawned } = shop;
  try {
    const first = await rollingRestart([...common, '--start-missing']);
    expect(first.code, first.output).toBe(0);
    const oldPids = INSTANCES.map((port) => pidOf(dir, port)!);
    spawned.push(...oldPids);
    expect(oldPids.every(running), first.output).toBe(true);

    // How the storefront trusts nginx (TRUSTED_PROXY_HOPS=1): the address nginx saw (a loopback
    // address of this run's own) is the client's, not the entries it wrote into X-Forwarded-For
    // (60 card-type lookups per IP and minute, then 429), and nginx replaces its X-Forwarded-Proto
    // (plain HTTP: no HSTS).
    const from = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
    for (let i = 0; i < 60; i += 1) expect(await cardTypeLookup(from), `lookup ${i + 1}`).toBe(200);
    expect(await cardTypeLookup(from)).toBe(429);
    expect(await cardTypeLookup(`127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`)).toBe(200);
    const home = await request.get(`${ORIGIN}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(home.status()).toBe(200);
    expect(home.headers()['strict-transport-security']).toBeUndefined();
    expect(home.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

    // The build's files come from its folder, a year in the browser's cache.
    const chunk = /\/_next\/static\/[^"']+\.js/.exec(await home.text())![0];
    const asset = await request.get(`${ORIGIN}${chunk}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await asset.body()).equals(readFileSync(path.join(STANDALONE, decodeURIComponent(chunk.replace('/_next/', '.next/')))))).toBe(true);

    const restart = await underLoad(await pagesRendered(request), () => rollingRestart(common));
    const { statuses, errors, timeouts, answered } = restart;
    const summary = `${answered} answers, statuses ${JSON.stringify(statuses)}, errors ${JSON.stringify(errors.slice(0, 5))}, timeouts ${timeouts}\n${restart.value.output}`;
    console.log(`Through nginx during the rolling restart: ${summary.split('\n')[0]}`);
    expect(restart.value.code, summary).toBe(0);

    // Both instances were replaced: new processes serve on their ports.
    const newPids = INSTANCES.map((port) => pidOf(dir, port)!);
    expect(newPids.every(running)).toBe(true);
    expect(newPids.some((pid) => oldPids.includes(pid))).toBe(false);
    // Every answer through nginx was a page, and there were many, during both replacements.
    expect(Object.keys(statuses).filter((status) => Number(status) < 200 || Number(status) >= 400), summary).toEqual([]);
    expect(errors, summary).toEqual([]);
    expect(timeouts, summary).toBe(0);
    expect(answered, summary).toBeGreaterThan(100);
    const access = readFileSync(path.join(dir, 'logs', 'access.log'), 'utf8');
    for (const port of INSTANCES) expect(access, `nginx sent pages to ${port}`).toContain(`upstream=127.0.0.1:${port} 200`);

    // The old instances drained and exited by themselves (lib/server/shutdown.ts logs the end).
    await expect.poll(() => oldPids.filter(running).length, { timeout: 30_000 }).toBe(0);
    for (const port of INSTANCES) {
      expect(readFileSync(path.join(dir, 'logs', `${port}.log`), 'utf8')).toContain('shutdown complete: every request answered');
    }
  } finally {
    await shop.close();
  }
});

// The control: the operator's way before the runbook, on nginx's defaults for failed attempts
// (max_fails=1 fail_timeout=10s, the shipped file without its parameters): each instance stopped
// and started again in turn, the second stopped as soon as the first is ready. nginx still counts
// the first one out (its attempts there were refused a moment ago), so with the second gone it has
// no instance it may use and answers 502 itself, although one is ready.
test('control: without waiting for nginx to take an instance back, nginx answers 502 while one is ready', async ({ request }) => {
  const site = substitute(shippedSite(), ' max_fails=3 fail_timeout=5s', '');
  const shop = await startNginx(site);
  const { common, start, stop, spawned, dir } = shop;
  try {
    const first = await rollingRestart([...common, '--start-missing']);
    expect(first.code, first.output).toBe(0);
    spawned.push(...INSTANCES.map((port) => pidOf(dir, port)!));
    const restart = await underLoad(await pagesRendered(request), async () => {
      for (const port of INSTANCES) {
        expect(await runCommand(stop, port)).toBe(0);
        await expect.poll(() => accepts(port), { timeout: 30_000 }).toBe(false);
        expect(await runCommand(start, port)).toBe(0);
        spawned.push(pidOf(dir, port)!);
        await expect.poll(async () => (await fetch(`http://localhost:${port}/api/health/ready`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
      }
    });
    console.log(`Through nginx during the control: ${restart.answered} answers, statuses ${JSON.stringify(restart.statuses)}`);
    expect(restart.statuses[502] ?? 0).toBeGreaterThan(0);
    // nginx's own 502: it had no instance it could use.
    expect(readFileSync(path.join(dir, 'logs', 'error.log'), 'utf8')).toContain('no live upstreams');
  } finally {
    await shop.close();
  }
});
