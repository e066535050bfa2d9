// npm run demo: builds the storefront when its sources changed, starts the reference provider
// (which creates and seeds its database on first start) and the storefront, and prints the URL.
// With PROVIDER_API_URL set, the storefront starts alone against that provider. Ctrl-C stops both.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, buildIsStale, buildStorefront, start, startStorefront, stop, waitFor } from './lib/processes.mjs';

const port = process.env.PORT || '3000';
const providerPort = process.env.PROVIDER_PORT || '4000';
const external = process.env.PROVIDER_API_URL;
const providerUrl = external || `http://127.0.0.1:${providerPort}`;

/** A secret of the demo's own, made once and kept out of the repository (.demo/ is ignored). */
function demoSecret(variable, name) {
  if (process.env[variable]) return process.env[variable];
  const dir = path.join(ROOT, '.demo');
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

// The key the storefront signs hosted-page forms with and the simulated acquirer checks them by.
const acquirerSecret = demoSecret('ACQUIRER_SECRET', 'acquirer-secret');
// The key of the provider's signed word that products changed (POST /api/revalidate).
const revalidateSecret = demoSecret('REVALIDATE_SECRET', 'revalidate-secret');
// The key that makes the provider believe the storefront's X-Client-IP (per-IP limits per shopper).
// With a provider of your own, the storefront sends only the one you set.
const clientIpSecret = external ? process.env.CLIENT_IP_SECRET : demoSecret('CLIENT_IP_SECRET', 'client-ip-secret');
// The bearer token of the storefront's Prometheus metrics (GET /api/metrics), printed below as a
// command that reads it from its file, never as the token itself.
const metricsToken = demoSecret('METRICS_TOKEN', 'metrics-token');
const metricsTokenShell = process.env.METRICS_TOKEN ? '$METRICS_TOKEN' : '$(cat .demo/metrics-token)';

const children = [];
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await Promise.all(children.map((child) => stop(child)));
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  if (buildIsStale()) {
    console.log('Building the storefront (sources changed since the last build)…');
    const code = await buildStorefront();
    if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  }

  if (!external) {
    const provider = start('provider', 'tsx', ['reference-provider/src/main.ts'], {
      // Mails in the outbox (/dev/mail on the provider) link back to this storefront.
      env: {
        PROVIDER_PORT: providerPort,
        NODE_ENV: 'development',
        PROVIDER_STOREFRONT_URL: `http://localhost:${port}`,
        ACQUIRER_SECRET: acquirerSecret,
        STOREFRONT_REVALIDATE_URLS: `http://localhost:${port}`,
        REVALIDATE_SECRET: revalidateSecret,
        // The brand (SHOP_NAME, SHOP_SUPPORT_EMAIL, …) of this shell reaches both processes, as every
        // variable does: the provider's mails name the same shop and support address as the pages.
        CLIENT_IP_SECRET: clientIpSecret,
      },
    });
    children.push(provider);
    await waitFor(`${providerUrl}/api/health`, { child: provider, status: 200 });
  } else {
    console.log(`Using the provider at ${external}`);
  }

  // The production server itself (`npm run build`'s .next/standalone), on every interface like `next start`.
  const storefront = startStorefront('storefront', {
    port,
    hostname: '0.0.0.0',
    env: {
      PROVIDER_API_URL: providerUrl,
      // The URL printed below: canonical links, sitemaps and payment returns point there.
      SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
      SESSION_SECRET: demoSecret('SESSION_SECRET', 'session-secret'),
      ACQUIRER_SECRET: acquirerSecret,
      REVALIDATE_SECRET: revalidateSecret,
      METRICS_TOKEN: metricsToken,
      ...(clientIpSecret ? { CLIENT_IP_SECRET: clientIpSecret } : {}),
    },
  });
  children.push(storefront);
  await waitFor(`http://127.0.0.1:${port}/api/popular-products`, { child: storefront });
  const outbox = external ? '' : `\n  Mails it sends (account links): http://localhost:${providerPort}/dev/mail`;
  const metrics = `\n  Its metrics (Prometheus): curl -H "Authorization: Bearer ${metricsTokenShell}" http://localhost:${port}/api/metrics`;
  console.log(`\n  The storefront is running at http://localhost:${port}${outbox}${metrics}\n  Press Ctrl-C to stop.\n`);
  for (const child of children) child.on('exit', () => shutdown(1));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
