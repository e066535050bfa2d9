// Storefront processes a scale test starts itself (`node .next/standalone/server.js`, as operators
// run it), on free loopback ports, a provider that can be cut off (a pass-through proxy in front
// of the scale provider, so a test decides when "the provider" goes down and comes back), and a
// Redis of a test's own that it can flush or restart.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { expect } from '@playwright/test';
import { createClient } from 'redis';
import { PROVIDER_URL, redisCommand } from './servers';

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

/** Starts the standalone server with exactly `env` (plus PATH and production defaults). */
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

/** Waits until the process answers its liveness probe. */
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

/** SIGKILL, if it still runs (cleanup after a test). */
export function kill(storefront: Storefront) {
  if (storefront.child.exitCode === null && storefront.child.signalCode === null) storefront.child.kill('SIGKILL');
}

/** SIGTERM and the exit that follows. */
export async function terminate(storefront: Storefront) {
  storefront.child.kill('SIGTERM');
  return storefront.exited;
}

/** The JSON log lines the server wrote on stdout. */
export function logLines(storefront: Storefront): Array<Record<string, unknown>> {
  return storefront
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export interface CuttableProvider {
  url: string;
  /** Down: every connection, open or new, is dropped. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A pass-through proxy to the scale provider on a free loopback port. */
export async function cuttableProvider(target = PROVIDER_URL): Promise<CuttableProvider> {
  const sockets = new Set<Socket>();
  let down = false;
  const server = http.createServer((req, res) => {
    const upstream = http.request(`${target}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    if (down) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface OwnRedis {
  url: string;
  /** Stops the server (SIGKILL: nothing is saved, as with `--save ''`) and starts it again, empty. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A Redis of the test's own on a free loopback port (redisCommand: no persistence), for tests that
 * flush or restart it without disturbing instances A and B.
 */
export async function ownRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess;
  const start = async () => {
    child = spawn('/bin/sh', ['-c', `exec ${redisCommand(port)}`], { stdio: 'ignore' });
    await expect
      .poll(
        async () => {
          const client = createClient({ url, socket: { reconnectStrategy: false } });
          client.on('error', () => {});
          try {
            await client.connect();
            return await client.ping();
          } catch {
            return 'down';
          } finally {
            if (client.isOpen) client.destroy();
          }
        },
        { timeout: 30_000, intervals: [100, 250] },
      )
      .toBe('PONG');
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url,
    restart: async () => {
      await stop();
      await start();
    },
    stop,
  };
}
