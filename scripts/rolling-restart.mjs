#!/usr/bin/env node
// A rolling restart of the storefront instances behind nginx that loses no request
// (docs/decisions/0016-rolling-restart-behind-nginx.md). It reads the instances from the `server
// host:port` lines of nginx's configuration (deploy/nginx/storefront.conf) and, one at a time:
//   1. checks that every other instance is ready (GET /api/health/ready → 200), so the one it
//      stops is never the last one serving;
//   2. stops it (--stop: SIGTERM) and waits until its port refuses connections: it has stopped
//      listening, finishes the requests it has and exits (lib/server/shutdown.ts); nginx's new
//      attempts there are refused and go on to the other instances (proxy_next_upstream error);
//   3. starts the new one on the same port (--start) and waits until it is ready;
//   4. waits the line's fail_timeout (and a second): nginx may have taken the port out after the
//      refused attempts, and takes it back once that time has passed; before it, stopping the
//      next instance would leave nginx none it may use, and every request would get nginx's 502.
// nginx itself is neither reloaded nor asked: nothing but its own attempts tells it.
//
//   node scripts/rolling-restart.mjs --config /etc/nginx/conf.d/storefront.conf \
//     --start '<command starting an instance on {port}>' --stop '<command sending it SIGTERM>' \
//     [--ready-timeout 120] [--start-missing]
//
// --start and --stop run with `sh -c`, {port} replaced and PORT set, in a process group of their
// own (an instance they leave running does not get this script's Ctrl-C); --start returns once the
// instance is launched (in the background, or by a service manager). With --start-missing it only
// starts the instances of the configuration that accept no connection and waits until every one
// is ready (the first start, or after a crash). Exit codes: 0 done, 1 stopped (what it says
// happened, the instances it did not reach untouched), 2 wrong usage.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { upstreamServers } from './lib/upstream.mjs';

const USAGE = `Usage: node scripts/rolling-restart.mjs --config FILE --start CMD --stop CMD [--ready-timeout 120] [--start-missing]
FILE is nginx's configuration holding the storefront's upstream (its "server host:port" lines);
CMD is a shell command in which {port} is replaced. README "Running in production" has the commands.`;

const log = (message) => console.log(`[rolling-restart] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class Abort extends Error {}

/** Runs a shell command in its own process group; resolves to its exit code. */
function shell(template, port) {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', template.replaceAll('{port}', String(port))], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Whether something accepts connections on host:port. */
function accepts(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(2000);
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

async function ready({ host, port }) {
  try {
    const response = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/api/health/ready`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Polls until `check()` is true; false after `timeoutMs`. */
async function until(check, timeoutMs, intervalMs = 250) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(intervalMs);
  }
}

const address = ({ host, port }) => `${host}:${port}`;

function readServers(config) {
  const servers = upstreamServers(readFileSync(config, 'utf8'));
  if (servers.length === 0) throw new Abort(`${config} has no "server host:port" line`);
  return servers;
}

async function startAndWait(server, start, readyTimeoutMs) {
  const code = await shell(start, server.port);
  if (code !== 0) throw new Abort(`the start command exited with ${code} for ${address(server)}`);
  if (!(await until(() => ready(server), readyTimeoutMs, 500))) {
    throw new Abort(`${address(server)} was not ready (GET /api/health/ready → 200) within ${readyTimeoutMs / 1000} s`);
  }
  log(`${address(server)} is ready`);
}

/** The first start (or after a crash): starts the instances that accept no connection, waits until all are ready. */
export async function startMissing({ config, start, readyTimeoutMs = 120_000 }) {
  for (const server of readServers(config)) {
    if (await accepts(server.host, server.port)) {
      if (!(await until(() => ready(server), readyTimeoutMs, 500))) throw new Abort(`${address(server)} answers but is not ready`);
      log(`${address(server)} is running and ready`);
      continue;
    }
    log(`starting ${address(server)}`);
    await startAndWait(server, start, readyTimeoutMs);
  }
}

/** The whole procedure; resolves when every instance was replaced, rejects (Abort) when it stopped. */
export async function rollingRestart({ config, start, stop, readyTimeoutMs = 120_000 }) {
  const servers = readServers(config);
  if (servers.length < 2) throw new Abort(`${config} names one instance: restarting it would leave none`);
  log(`${servers.length} instances: ${servers.map(address).join(', ')}`);
  for (const server of servers) {
    const others = servers.filter((other) => other !== server);
    const notReady = [];
    for (const other of others) if (!(await ready(other))) notReady.push(address(other));
    if (notReady.length > 0) throw new Abort(`not stopping ${address(server)}: ${notReady.join(', ')} not ready, it may be the last one serving`);

    log(`${address(server)}: stopping it (it finishes its requests while nginx sends new ones to the others)`);
    const stopped = await shell(stop, server.port);
    if (stopped !== 0) throw new Abort(`the stop command exited with ${stopped} for ${address(server)}`);
    if (!(await until(async () => !(await accepts(server.host, server.port)), 30_000))) {
      throw new Abort(`${address(server)} still accepts connections 30 s after the stop command`);
    }
    log(`${address(server)}: starting the new instance`);
    await startAndWait(server, start, readyTimeoutMs);
    // nginx's clock for fail_timeout counts whole seconds: one more, and the port is usable again.
    const settleMs = server.failTimeoutMs + 1000;
    log(`${address(server)}: waiting ${settleMs / 1000} s (fail_timeout + 1 s) for nginx to take it back`);
    await sleep(settleMs);
  }
  log('done');
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        config: { type: 'string' },
        start: { type: 'string' },
        stop: { type: 'string' },
        'ready-timeout': { type: 'string', default: '120' },
        'start-missing': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const missing = ['config', 'start', ...(values['start-missing'] ? [] : ['stop'])].filter((name) => !values[name]);
  const readyTimeoutMs = Number(values['ready-timeout']) * 1000;
  if (missing.length > 0 || !(readyTimeoutMs > 0)) {
    console.error(`${missing.length > 0 ? `Missing ${missing.map((name) => `--${name}`).join(', ')}.` : '--ready-timeout must be a number of seconds above 0.'}\n${USAGE}`);
    return 2;
  }
  try {
    if (!existsSync(values.config)) throw new Abort(`${values.config} does not exist`);
    const options = { config: values.config, start: values.start, stop: values.stop, readyTimeoutMs };
    await (values['start-missing'] ? startMissing(options) : rollingRestart(options));
    return 0;
  } catch (error) {
    console.error(`[rolling-restart] stopped: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await main());
}
