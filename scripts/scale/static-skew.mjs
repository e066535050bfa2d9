// A deploy keeps the previous build's static files served: the check builds the storefront twice,
// A (the build already there, or a new one) and then B, whose client code differs from A's (B is
// built with its own NEXT_DEPLOYMENT_ID, which Next writes into its client runtime), starts B's
// standalone server, and asks it for every file of A's `.next/static`: each must answer 200 with
// A's bytes. Those include the chunks a tab opened on A loads on first use (the basket panel, the
// account and payment modals, the language menu, the message files the islands bring). The check
// fails when no file of A is missing from B's own output: then the builds did not differ and it
// proves nothing. It leaves build B in place.
// A check rather than a browser test: two production builds in a test would take minutes of CI
// time, and what fails in the old tab (a 404 for a chunk) is what this asks of the server directly.
// Run directly (`node scripts/scale/static-skew.mjs`) or call checkStaticSkew().
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/ports.mjs';
import { ROOT, STANDALONE_SERVER, buildStorefront, startStorefront, stop, waitFor } from '../lib/processes.mjs';

/** Every file under `dir`, as paths relative to it with `/` separators. */
function filesUnder(dir, prefix = '') {
  const files = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...filesUnder(dir, relative));
    else files.push(relative);
  }
  return files;
}

/** Resolves { passed, failed, files, changed } and prints what failed. */
export async function checkStaticSkew() {
  const staticDir = path.join(ROOT, '.next', 'static');
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID')) || !existsSync(STANDALONE_SERVER)) {
    console.log('Building A…');
    if ((await buildStorefront()) !== 0) throw new Error('build A failed');
  }
  const filesOfA = filesUnder(staticDir);
  const bytesOfA = new Map(filesOfA.map((file) => [file, readFileSync(path.join(staticDir, file))]));

  console.log('Building B…');
  if ((await buildStorefront({ NEXT_DEPLOYMENT_ID: `static-skew-check-${Date.now()}` })) !== 0) throw new Error('build B failed');
  const filesOfB = new Set(filesUnder(staticDir));
  const changed = filesOfA.filter((file) => !filesOfB.has(file));

  const port = await freePort();
  const server = startStorefront('B', {
    port,
    quiet: true,
    // Static files need no provider: an address nothing answers on is enough for the start-up check.
    env: { PROVIDER_API_URL: 'http://127.0.0.1:9', SITE_URL: `http://localhost:${port}`, SESSION_SECRET: 'static-skew-check-'.padEnd(48, 'x') },
  });
  const failures = [];
  try {
    await waitFor(`http://localhost:${port}/api/health`, { child: server, status: 200 });
    for (const file of filesOfA) {
      const response = await fetch(`http://localhost:${port}/_next/static/${file}`);
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) failures.push(`${file}: ${response.status}`);
      else if (!body.equals(bytesOfA.get(file))) failures.push(`${file}: not build A's file`);
    }
  } finally {
    await stop(server);
  }
  if (changed.length === 0) failures.push('no file of build A is missing from build B: the builds did not differ, so this proves nothing');
  for (const failure of failures) console.error(`✘ ${failure}`);
  console.log(`A's ${filesOfA.length} static files asked of B; ${changed.length} of them are not B's own; ${failures.length} failure(s).`);
  return { passed: failures.length === 0 ? 1 : 0, failed: failures.length === 0 ? 0 : 1, files: filesOfA.length, changed: changed.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { failed } = await checkStaticSkew();
  process.exit(failed === 0 ? 0 : 1);
}
