// The static files (`.next/static`: JavaScript and CSS chunks, fonts, media) of previous builds,
// kept and served by the new build. A tab opened before a deploy still runs the old build's code:
// the chunks it loads on first use (the basket panel, the account and payment modals, the message
// files they bring) are the old build's file names, and a server that only has the new build's
// files answers them 404. The names are content-hashed, so the files of several builds live side
// by side in one `static/` without colliding; where a name is shared, the newest build's file wins.
//
// Each build's `.next/static` is copied to `<history>/<builtAt ms>/` (outside `.next`, which
// `next build` empties); the new standalone's `.next/static` is then the union of the kept builds.
// Kept: the current build, and at most `keepBuilds` previous ones, each only while less than
// `keepDays` days have passed since the build that replaced it (a tab older than that reloads
// when a chunk fails: components/i18n/lazy-island.tsx).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_KEEP_BUILDS = 3;
export const DEFAULT_KEEP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention from the build's environment: STATIC_KEEP_BUILDS (previous builds kept, 0 keeps
 * none), STATIC_KEEP_DAYS (days a replaced build stays) and STATIC_HISTORY_DIR (where the builds'
 * static files are kept, `<root>/.static-history` unless set). A value that is not a whole number
 * of 0 or more is an error naming the variable.
 */
export function historyOptions(env, root) {
  const whole = (name, fallback) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number of 0 or more, not ${JSON.stringify(value)}`);
    return Number(value);
  };
  return {
    historyDir: path.resolve(root, env.STATIC_HISTORY_DIR || '.static-history'),
    keepBuilds: whole('STATIC_KEEP_BUILDS', DEFAULT_KEEP_BUILDS),
    keepDays: whole('STATIC_KEEP_DAYS', DEFAULT_KEEP_DAYS),
  };
}

/** The builds in the history, oldest first, as `{ name, builtAt }` (entries not named by a time are left alone). */
export function listBuilds(historyDir) {
  if (!existsSync(historyDir)) return [];
  return readdirSync(historyDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
    .map((entry) => ({ name: entry.name, builtAt: Number(entry.name) }))
    .sort((a, b) => a.builtAt - b.builtAt);
}

/**
 * Which builds stay: the newest (the current build) always; of the others, the newest
 * `keepBuilds`, each only while it was replaced less than `keepDays` days before `now`.
 */
export function buildsToKeep(builds, { keepBuilds, keepDays, now }) {
  if (builds.length === 0) return [];
  const current = builds[builds.length - 1];
  const previous = [];
  for (let index = builds.length - 2; index >= 0 && previous.length < keepBuilds; index -= 1) {
    const replacedAt = builds[index + 1].builtAt;
    if (now - replacedAt >= keepDays * DAY_MS) break;
    previous.unshift(builds[index]);
  }
  return [...previous, current];
}

/**
 * Records the build whose static files are in `staticDir`, drops the builds retention no longer
 * keeps, and writes the union of the kept builds to `target` (the standalone's `.next/static`),
 * oldest first so the current build's files win. Returns the kept builds, oldest first.
 */
export function keepPreviousStatic({ staticDir, target, historyDir, keepBuilds, keepDays, now = Date.now() }) {
  mkdirSync(historyDir, { recursive: true });
  const builds = listBuilds(historyDir);
  // Two builds within one millisecond (tests) still get distinct, ordered names.
  const builtAt = Math.max(now, (builds.at(-1)?.builtAt ?? 0) + 1);
  const own = path.join(historyDir, String(builtAt));
  if (existsSync(staticDir)) cpSync(staticDir, own, { recursive: true });
  else mkdirSync(own);
  const all = [...builds, { name: String(builtAt), builtAt }];
  const kept = buildsToKeep(all, { keepBuilds, keepDays, now: builtAt });
  const keptNames = new Set(kept.map((build) => build.name));
  for (const build of all) if (!keptNames.has(build.name)) rmSync(path.join(historyDir, build.name), { recursive: true, force: true });
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const build of kept) cpSync(path.join(historyDir, build.name), target, { recursive: true, force: true });
  return kept;
}
