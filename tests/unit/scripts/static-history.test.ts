// The build keeps the static files of previous builds in the new standalone output, so a tab opened
// before a deploy still loads its chunks; retention bounds how many builds, and for how long.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_KEEP_BUILDS,
  DEFAULT_KEEP_DAYS,
  buildsToKeep,
  historyOptions,
  keepPreviousStatic,
  listBuilds,
} from '@/scripts/lib/static-history.mjs';

const DAY = 24 * 60 * 60 * 1000;
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-history-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** One `next build`'s `.next/static`: a shared runtime file and the given chunks. */
function buildOutput(chunks: Record<string, string>, buildManifest: string) {
  const dir = path.join(root, '.next', 'static');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  mkdirSync(path.join(dir, 'build-id'), { recursive: true });
  for (const [name, text] of Object.entries(chunks)) writeFileSync(path.join(dir, 'chunks', name), text);
  writeFileSync(path.join(dir, 'build-id', '_buildManifest.js'), buildManifest);
  return dir;
}

function deploy(chunks: Record<string, string>, manifest: string, now: number, retention = { keepBuilds: 3, keepDays: 7 }) {
  return keepPreviousStatic({
    staticDir: buildOutput(chunks, manifest),
    target: path.join(root, 'standalone', '.next', 'static'),
    historyDir: path.join(root, 'history'),
    now,
    ...retention,
  });
}

const served = () => readdirSync(path.join(root, 'standalone', '.next', 'static', 'chunks')).sort();
const servedText = (file: string) => readFileSync(path.join(root, 'standalone', '.next', 'static', file), 'utf8');

describe('keepPreviousStatic', () => {
  it('serves the previous build’s chunks beside the new build’s, the new build winning a shared name', () => {
    const start = Date.UTC(2026, 0, 1);
    deploy({ 'basket-a1.js': 'A basket', 'runtime.js': 'A runtime' }, 'A manifest', start);
    deploy({ 'basket-b2.js': 'B basket', 'runtime.js': 'B runtime' }, 'B manifest', start + DAY);

    expect(served()).toEqual(['basket-a1.js', 'basket-b2.js', 'runtime.js']);
    expect(servedText('chunks/basket-a1.js')).toBe('A basket');
    expect(servedText('chunks/runtime.js')).toBe('B runtime');
    expect(servedText('build-id/_buildManifest.js')).toBe('B manifest');
  });

  it('keeps at most keepBuilds previous builds', () => {
    const start = Date.UTC(2026, 0, 1);
    for (const [index, name] of ['a', 'b', 'c', 'd', 'e'].entries()) deploy({ [`${name}.js`]: name }, name, start + index * 1000, { keepBuilds: 2, keepDays: 7 });

    expect(served()).toEqual(['c.js', 'd.js', 'e.js']);
    expect(listBuilds(path.join(root, 'history'))).toHaveLength(3);
  });

  it('drops a build replaced keepDays ago or more, and keeps the current one however old', () => {
    const start = Date.UTC(2026, 0, 1);
    deploy({ 'a.js': 'a' }, 'a', start);
    deploy({ 'b.js': 'b' }, 'b', start + DAY);
    // a was replaced 8 days before c; b 1 day before.
    deploy({ 'c.js': 'c' }, 'c', start + 9 * DAY);

    expect(served()).toEqual(['b.js', 'c.js']);
    expect(listBuilds(path.join(root, 'history')).map((build) => build.builtAt)).toEqual([start + DAY, start + 9 * DAY]);
  });

  it('keeps no previous build with keepBuilds 0', () => {
    deploy({ 'a.js': 'a' }, 'a', 1000, { keepBuilds: 0, keepDays: 7 });
    deploy({ 'b.js': 'b' }, 'b', 2000, { keepBuilds: 0, keepDays: 7 });
    expect(served()).toEqual(['b.js']);
  });

  it('orders builds made within one millisecond', () => {
    deploy({ 'a.js': 'a' }, 'a', 5000);
    const kept = deploy({ 'b.js': 'b' }, 'b', 5000);
    expect(kept.map((build) => build.builtAt)).toEqual([5000, 5001]);
    expect(servedText('build-id/_buildManifest.js')).toBe('b');
  });

  it('leaves entries of the history it did not make alone', () => {
    mkdirSync(path.join(root, 'history', 'notes'), { recursive: true });
    deploy({ 'a.js': 'a' }, 'a', 1000, { keepBuilds: 0, keepDays: 0 });
    deploy({ 'b.js': 'b' }, 'b', 2000, { keepBuilds: 0, keepDays: 0 });
    expect(existsSync(path.join(root, 'history', 'notes'))).toBe(true);
  });
});

describe('buildsToKeep', () => {
  const builds = [0, 10, 20, 30].map((day) => ({ name: String(day * DAY + 1), builtAt: day * DAY + 1 }));

  it('counts previous builds from the newest and stops at the first one replaced too long ago', () => {
    expect(buildsToKeep(builds, { keepBuilds: 5, keepDays: 15, now: 30 * DAY + 1 }).map((build) => build.builtAt)).toEqual([
      10 * DAY + 1,
      20 * DAY + 1,
      30 * DAY + 1,
    ]);
  });

  it('keeps nothing of an empty history', () => {
    expect(buildsToKeep([], { keepBuilds: 3, keepDays: 7, now: 0 })).toEqual([]);
  });
});

describe('historyOptions', () => {
  it('defaults to a history beside the project, with the documented retention', () => {
    expect(historyOptions({}, '/srv/shop')).toEqual({
      historyDir: '/srv/shop/.static-history',
      keepBuilds: DEFAULT_KEEP_BUILDS,
      keepDays: DEFAULT_KEEP_DAYS,
    });
  });

  it('reads the variables', () => {
    expect(historyOptions({ STATIC_HISTORY_DIR: '/var/cache/shop-static', STATIC_KEEP_BUILDS: '5', STATIC_KEEP_DAYS: '0' }, '/srv/shop')).toEqual({
      historyDir: '/var/cache/shop-static',
      keepBuilds: 5,
      keepDays: 0,
    });
  });

  it.each([['STATIC_KEEP_BUILDS', '-1'], ['STATIC_KEEP_BUILDS', 'three'], ['STATIC_KEEP_DAYS', '1.5']])('refuses %s=%s, naming it', (name, value) => {
    expect(() => historyOptions({ [name]: value }, '/srv/shop')).toThrow(name);
  });
});
