// One standalone storefront process of a scale test's own (`node .next/standalone/server.js`, as
// operators start it), on a free loopback port with the environment the test gives it.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from '@playwright/test';

const SERVER = path.resolve('.next/standalone/server.js');

export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface Storefront {
  origin: string;
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startStorefront(env: Record<string, string | undefined>, port: number): Storefront {
  let out = '';
  let err = '';
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOSTNAME: 'localhost', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { origin: `http://localhost:${port}`, child, stdout: () => out, stderr: () => err, exited };
}

export async function untilLive(storefront: Storefront) {
  await expect
    .poll(
      async () => {
        if (storefront.child.exitCode !== null) throw new Error(`the server exited: ${storefront.stderr()}`);
        try {
          return (await fetch(`${storefront.origin}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
}

export function stop(storefront: Storefront) {
  if (storefront.child.exitCode === null && storefront.child.signalCode === null) storefront.child.kill('SIGKILL');
}
