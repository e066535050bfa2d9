// The production server's stdout carries JSON lines only (lib/server/json-stdout.cjs): Next's
// banner and every console message become lines with level, time and msg; JSON lines (pino's)
// pass untouched.
import { Writable } from 'node:stream';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { installJsonStdout } = require('@/lib/server/json-stdout.cjs') as { installJsonStdout: (stream: Writable, target: Record<string, unknown>, now: () => string) => void };

function setup() {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString('utf8'));
      done();
    },
  });
  const target: Record<string, (...args: unknown[]) => void> = {};
  installJsonStdout(stream, target, () => '2026-01-01T00:00:00.000Z');
  const lines = () => written.join('').split('\n').filter(Boolean);
  return { stream, target, lines, parsed: () => lines().map((line) => JSON.parse(line) as Record<string, unknown>) };
}

it("turns Next's banner, written as plain text, into JSON lines with level and time", () => {
  const { stream, parsed } = setup();
  stream.write('   \u001b[1m▲ Next.js 16.4.6\u001b[22m\n   - Local:        http://localhost:3000\n\n');
  stream.write(' ✓ Ready in 312ms\n');
  expect(parsed()).toEqual([
    { level: 'info', time: '2026-01-01T00:00:00.000Z', service: 'storefront', msg: '   ▲ Next.js 16.4.6' },
    { level: 'info', time: '2026-01-01T00:00:00.000Z', service: 'storefront', msg: '   - Local:        http://localhost:3000' },
    { level: 'info', time: '2026-01-01T00:00:00.000Z', service: 'storefront', msg: ' ✓ Ready in 312ms' },
  ]);
});

it('passes JSON lines through untouched', () => {
  const { stream, lines } = setup();
  const line = '{"level":"info","time":"2026-01-01T00:00:00.000Z","msg":"request"}';
  stream.write(`${line}\n`);
  expect(lines()).toEqual([line]);
});

it('writes every console level as one JSON line on the stream, with its level', () => {
  const { target, parsed } = setup();
  target.log!('plain %s', 'text');
  target.warn!('Demo brand values in use');
  target.error!('redis cache: connection failed (ECONNREFUSED); pages render without the shared cache');
  target.error!(new Error('boom'));
  const [log, warn, error, thrown] = parsed();
  expect(log).toMatchObject({ level: 'info', msg: 'plain text' });
  expect(warn).toMatchObject({ level: 'warn', msg: 'Demo brand values in use' });
  expect(error).toMatchObject({ level: 'error', msg: expect.stringMatching(/^redis cache: connection failed/) });
  expect(thrown).toMatchObject({ level: 'error', msg: expect.stringMatching(/^Error: boom\n\s+at /) });
});
