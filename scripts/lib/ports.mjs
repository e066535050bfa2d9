// The ports the end-to-end tests (playwright.config.ts), the scale tests
// (playwright.scale.config.ts) and the purchase journeys on PostgreSQL (playwright.postgres.config.ts)
// start their servers on, and a check that they are free before Playwright starts: a port another
// process holds would otherwise end the run before any test, counted as one failure with nothing
// said about the port. E2E_PORT_OFFSET and SCALE_PORT_OFFSET move every port of their set, the
// latter the PostgreSQL journeys' too (tests/e2e/support/servers.ts, tests/e2e/support/postgres-offset.ts
// and tests/scale/servers.ts compute the same numbers; a unit test keeps them in step).
import net from 'node:net';

function offset(variable, env) {
  return Number.parseInt(env[variable] ?? '0', 10) || 0;
}

/** Every port the end-to-end tests listen on or expect nothing at, by what it is for. */
export function e2ePorts(env = process.env) {
  const o = offset('E2E_PORT_OFFSET', env);
  return {
    provider: 4100 + o,
    storefront: 3100 + o,
    storefrontWithoutProvider: 3101 + o,
    storefrontHostedPayment: 3102 + o,
    deadProvider: 4199 + o,
  };
}

/** Every fixed port of the scale tests (the rest take free ports as they go). */
export function scalePorts(env = process.env) {
  const o = offset('SCALE_PORT_OFFSET', env);
  return {
    redis: 6500 + o,
    provider: 4500 + o,
    storefrontA: 3500 + o,
    storefrontB: 3501 + o,
    // tests/scale/rolling-restart.spec.ts: nginx and the two instances behind it.
    nginx: 3502 + o,
    nginxInstanceA: 3503 + o,
    nginxInstanceB: 3504 + o,
  };
}

/**
 * The E2E_PORT_OFFSET of the purchase journeys on PostgreSQL (playwright.postgres.config.ts, in
 * `npm run test:scale`): 300 + SCALE_PORT_OFFSET, so that their ports (3400, 3402, 4400) stay clear of
 * the end-to-end tests' and of the other scale tests', and move with the latter.
 */
export function postgresE2eOffset(env = process.env) {
  return 300 + offset('SCALE_PORT_OFFSET', env);
}

/** The ports the purchase journeys on PostgreSQL start servers on: the end-to-end ones they use, moved. */
export function postgresE2ePorts(env = process.env) {
  const { provider, storefront, storefrontHostedPayment } = e2ePorts({ E2E_PORT_OFFSET: String(postgresE2eOffset(env)) });
  return { provider, storefront, storefrontHostedPayment };
}

/**
 * The E2E_PORT_OFFSET of the journeys against a provider with only the specified calls
 * (playwright.spec-provider.config.ts, in `npm test` after the end-to-end tests): 200 +
 * E2E_PORT_OFFSET, so its ports (3300, 3302, 4300) move with the end-to-end tests' and stay clear of them.
 */
export function specProviderE2eOffset(env = process.env) {
  return 200 + offset('E2E_PORT_OFFSET', env);
}

/** The ports the journeys against the specified calls start servers on. */
export function specProviderE2ePorts(env = process.env) {
  const { provider, storefront } = e2ePorts({ E2E_PORT_OFFSET: String(specProviderE2eOffset(env)) });
  return { provider, storefront };
}

function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error) => resolve(error.code ?? 'error'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/**
 * Whether some process holds `port`: a listen on every interface fails. `::` covers IPv4 too on a
 * dual-stack host, so a server bound to 0.0.0.0, 127.0.0.1, ::1 or `localhost` is seen; without
 * IPv6, 0.0.0.0.
 */
export async function portInUse(port) {
  let code = await tryListen(port, '::');
  if (code === 'EAFNOSUPPORT' || code === 'EADDRNOTAVAIL') code = await tryListen(port, '0.0.0.0');
  return code !== null;
}

/** The entries of `ports` ({ name: port }) some process holds. */
export async function busyPorts(ports) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) if (await portInUse(port)) busy.push({ name, port });
  return busy;
}

/** What to tell the person running the tests about busy ports, or null when every port is free. */
export function busyPortsMessage(busy, ports, variable) {
  if (busy.length === 0) return null;
  const list = busy.map(({ name, port }) => `${port} (${name})`).join(', ');
  const all = Object.values(ports).join(', ');
  return [
    `Port${busy.length > 1 ? 's' : ''} ${list} ${busy.length > 1 ? 'are' : 'is'} already in use by another process; these tests start their own servers on ${all}.`,
    `Stop that process, or move every port of these tests with ${variable} (e.g. ${variable}=20 adds 20 to each).`,
  ].join('\n');
}

// The ports fetch() refuses to reach, whatever listens there (the Fetch standard's "bad ports", which
// Node's fetch follows): a server started on one is unreachable for the storefront and the tests.
export const FETCH_BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103,
  104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513,
  514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720,
  1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** What to say when an offset puts one of `ports` on a port fetch() refuses, or null. */
export function blockedPortsMessage(ports, variable) {
  const blocked = Object.entries(ports).filter(([, port]) => FETCH_BLOCKED_PORTS.has(port));
  if (blocked.length === 0) return null;
  const list = blocked.map(([name, port]) => `${port} (${name})`).join(', ');
  return `${variable} puts ${list} on a port fetch() refuses to reach (the Fetch standard's bad ports): choose another ${variable}.`;
}

/** Resolves to the message for the blocked or busy ones among `ports`, or null when all are usable. */
export async function checkPorts(ports, variable) {
  return blockedPortsMessage(ports, variable) ?? busyPortsMessage(await busyPorts(ports), ports, variable);
}

/** A port nothing listens on now (the system picks it), for a server a script starts itself. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
