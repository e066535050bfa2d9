// The bench build: its own folder and switch, and the static file the benchmark compares pages with,
// which it writes into that build's public/ (the repository has none).
import { BENCH_STATIC_BYTES, BUILDS, benchStaticFile, standaloneServer } from '../../../scripts/lib/processes.mjs';

it('keeps the bench build apart from the production build', () => {
  expect(BUILDS.production.distDir).toBe('.next');
  expect(BUILDS.bench.distDir).toBe('.next-bench');
  expect(BUILDS.bench.env).toEqual({ BENCH_BUILD: '1' });
  expect(standaloneServer('bench')).toMatch(/[/\\]\.next-bench[/\\]standalone[/\\]server\.js$/);
  expect(standaloneServer()).toMatch(/[/\\]\.next[/\\]standalone[/\\]server\.js$/);
});

it('writes a static file of exactly the size asked for, the same bytes every time', () => {
  const file = benchStaticFile();
  expect(Buffer.byteLength(file)).toBe(BENCH_STATIC_BYTES);
  expect(file).toBe(benchStaticFile());
  expect(file.startsWith('<!doctype html>')).toBe(true);
  expect(file.endsWith('</body></html>\n')).toBe(true);
  expect(Buffer.byteLength(benchStaticFile(4096))).toBe(4096);
});
