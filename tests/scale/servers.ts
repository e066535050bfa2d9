// Ports and secrets of the scale tests (playwright.scale.config.ts): one Redis, one provider, two
// storefront instances sharing that Redis as if behind a load balancer. SCALE_PORT_OFFSET moves
// every port, so two checkouts can run them side by side.
const offset = Number.parseInt(process.env.SCALE_PORT_OFFSET ?? '0', 10) || 0;

export const SCALE_PORTS = {
  redis: 6500 + offset,
  provider: 4500 + offset,
  storefrontA: 3500 + offset,
  storefrontB: 3501 + offset,
  // tests/scale/rolling-restart.spec.ts: nginx and the two instances behind it.
  nginx: 3502 + offset,
  nginxInstanceA: 3503 + offset,
  nginxInstanceB: 3504 + offset,
};

/** For these tests only; the demo and operators make their own. */
export const SCALE_SECRETS = {
  session: 'scale-only-session-secret-0123456789abcdef',
  revalidate: 'scale-only-revalidate-secret-0123456789abcdef',
  clientIp: 'scale-only-client-ip-secret-0123456789abcdef',
};

export const PROVIDER_URL = `http://127.0.0.1:${SCALE_PORTS.provider}`;
export const REDIS_URL = `redis://127.0.0.1:${SCALE_PORTS.redis}`;
export const STOREFRONT_A = `http://localhost:${SCALE_PORTS.storefrontA}`;
export const STOREFRONT_B = `http://localhost:${SCALE_PORTS.storefrontB}`;

/** redis-server for the tests: loopback only, nothing written to disk, default settings otherwise. */
export function redisCommand(port = SCALE_PORTS.redis): string {
  const server = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';
  return `${server} --port ${port} --bind 127.0.0.1 --protected-mode yes --save '' --appendonly no`;
}
