// A real redis-server of a test file's own (Debian's /usr/bin/redis-server, or REDIS_SERVER_PATH;
// scripts/lib/redis.mjs installs it for the scale tests): on a free loopback port, nothing written
// to disk, stopped by the test file. For what a FakeRedis would only imitate: expiries, SCAN,
// MULTI replies, and the errors of a Redis out of memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { createClient } from 'redis';

function newClient(url: string) {
  return createClient({ url });
}

export type RealRedisClient = ReturnType<typeof newClient>;

export interface RealRedis {
  url: string;
  /** A connected client (closed by stop()). */
  client(): Promise<RealRedisClient>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export async function startRedis(): Promise<RealRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const binary = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';
  const child: ChildProcess = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  // Ready once it says so on stdout.
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
  });
  const clients: RealRedisClient[] = [];
  return {
    url,
    async client() {
      const client = newClient(url);
      client.on('error', () => {});
      await client.connect();
      clients.push(client);
      return client;
    },
    async stop() {
      for (const client of clients) if (client.isOpen) client.destroy();
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
