// What scripts/rolling-restart.mjs reads in nginx's configuration (deploy/nginx/storefront.conf):
// the `server host:port …;` lines of the storefront's upstream, and how long nginx keeps an
// instance out after failed attempts (`fail_timeout`, nginx's default 10 s).
const SERVER_LINE = /^\s*server\s+(\S+?):(\d+)(?=[\s;])([^;]*);/;

/** An nginx time (`10`, `10s`, `500ms`, `1m`) in milliseconds, or null when it is not one. */
export function nginxTimeMs(value) {
  const match = /^(\d+)(ms|s|m|h)?$/.exec(value);
  if (!match) return null;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] ?? 's'];
  return Number(match[1]) * unit;
}

/**
 * The `server host:port …;` lines of a configuration, in order, with nginx's `fail_timeout` of
 * each: { host, port, failTimeoutMs }. Comments and `server {` blocks are not server lines.
 */
export function upstreamServers(text) {
  const servers = [];
  for (const content of text.split('\n')) {
    const match = SERVER_LINE.exec(content.replace(/#.*/, ''));
    if (!match) continue;
    const parameter = /(?:^|\s)fail_timeout=(\S+)/.exec(match[3]);
    const failTimeoutMs = parameter ? nginxTimeMs(parameter[1]) : 10_000;
    if (failTimeoutMs === null) throw new Error(`fail_timeout=${parameter[1]} is not an nginx time`);
    servers.push({ host: match[1], port: Number(match[2]), failTimeoutMs });
  }
  return servers;
}
