// scripts/rolling-restart.mjs refuses what would leave nginx without an instance, and says how it
// is used; the restart itself under nginx is tests/scale/rolling-restart.spec.ts.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, '../../../scripts/rolling-restart.mjs');

function run(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr });
    });
  });
}

/** A stand-in instance answering its readiness probe with `status`. */
async function instance(status: number): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    response.writeHead(request.url === '/api/health/ready' ? status : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const held = await instance(200);
  await held.close();
  return held.port;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rolling-restart-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function config(ports: number[]): string {
  const file = path.join(dir, 'storefront.conf');
  writeFileSync(file, `upstream storefront {\n${ports.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;\n`).join('')}}\n`);
  return file;
}

it('does not stop an instance while another one is not ready: it could be the last one serving', async () => {
  const ready = await instance(200);
  const draining = await instance(503);
  try {
    const stopped = path.join(dir, 'stopped');
    const result = await run(['--config', config([ready.port, draining.port]), '--start', 'exit 0', '--stop', `touch ${stopped}`]);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`not stopping 127.0.0.1:${ready.port}: 127.0.0.1:${draining.port} not ready`);
    expect(existsSync(stopped)).toBe(false);
  } finally {
    await ready.close();
    await draining.close();
  }
});

it('refuses to restart a single instance', async () => {
  const result = await run(['--config', config([await closedPort()]), '--start', 'exit 0', '--stop', 'exit 0']);
  expect(result.code).toBe(1);
  expect(result.output).toContain('names one instance: restarting it would leave none');
});

it('--start-missing starts only the instances that do not listen, and fails when the start command does', async () => {
  const running = await instance(200);
  try {
    const missing = await closedPort();
    const started = path.join(dir, 'started');
    const result = await run(['--start-missing', '--config', config([running.port, missing]), '--start', `echo {port} >> ${started}; exit 3`]);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`the start command exited with 3 for 127.0.0.1:${missing}`);
    expect(readFileSync(started, 'utf8')).toBe(`${missing}\n`);
  } finally {
    await running.close();
  }
});

it('says how it is used when an option is missing', async () => {
  const result = await run(['--config', config([3001, 3002]), '--start', 'exit 0']);
  expect(result.code).toBe(2);
  expect(result.output).toContain('Missing --stop.');
  expect(result.output).toContain('Usage: node scripts/rolling-restart.mjs');
});
