// What `npm run bench` and `npm run bench:hints` share: their numeric settings and the one way they
// load a server with autocannon (no compression; with a rotation, each request takes the next path).
import autocannon from 'autocannon';

/** The search hints' latency aim (docs/performance.md), p99 in ms. */
export const HINTS_P99_AIM_MS = 50;

/** A numeric setting from the environment that must be above zero. */
export function positiveSetting(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/**
 * One autocannon run against `url`. `rotation` ({ paths, next }) makes each request take the next of
 * `paths` (a path, or { path, headers }) from `next` on, and keeps the position for the next run.
 * Returns autocannon's result.
 */
export function runLoad({ url, connections, seconds, headers = {}, rotation = null }) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'identity', ...headers },
    ...(rotation
      ? {
          requests: [
            {
              setupRequest(request) {
                const next = rotation.paths[rotation.next++ % rotation.paths.length];
                if (typeof next === 'string') {
                  request.path = next;
                } else {
                  request.path = next.path;
                  request.headers = { ...request.headers, ...next.headers };
                }
                return request;
              },
            },
          ],
        }
      : {}),
  });
}
