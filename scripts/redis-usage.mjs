// npm run redis:usage -- [redis://…]: what the storefront keeps in a Redis, by kind of key, so an
// operator can size `maxmemory` (docs/operations.md "Redis memory"). Reads only: SCAN (never KEYS),
// MEMORY USAGE and PTTL per key, then INFO memory. The URL is the argument, else REDIS_URL.
// Prints, per kind: keys, bytes in all, bytes per key (mean and largest), and the longest TTL left.
import { createClient } from 'redis';

const url = process.argv[2] || process.env.REDIS_URL;
if (!url) {
  console.error('usage: npm run redis:usage -- redis://host:6379 (or set REDIS_URL)');
  process.exit(2);
}

/** The kind of a key, as docs/operations.md "Shared state with REDIS_URL" lists them. */
function kindOf(key) {
  const cache = /^next-cache:([^:]+):(entry|tag|generation)/.exec(key);
  if (cache) {
    if (cache[2] !== 'entry') return `cache ${cache[2]} (${cache[1]})`;
    // Next's keys of pages and route answers start with a path; fetched data has a hash for a key.
    const rest = key.slice(cache[0].length + 1);
    return `cache ${rest.includes('/') ? 'page' : 'data'} entry (${cache[1]})`;
  }
  if (key.startsWith('next-cache-builds:')) return 'build registry';
  const own = /^storefront:([a-z-]+)/.exec(key);
  return own ? `storefront:${own[1]}` : 'other';
}

const client = createClient({ url });
client.on('error', () => {});
await client.connect();
const kinds = new Map();
for await (const batch of client.scanIterator({ COUNT: 1000 })) {
  const sizes = await Promise.all(batch.map((key) => client.memoryUsage(key, { SAMPLES: 0 })));
  const ttls = await Promise.all(batch.map((key) => client.pTTL(key)));
  batch.forEach((key, index) => {
    const kind = kindOf(key);
    const row = kinds.get(kind) ?? { keys: 0, bytes: 0, largest: 0, ttl: -2 };
    const bytes = sizes[index] ?? 0;
    row.keys += 1;
    row.bytes += bytes;
    row.largest = Math.max(row.largest, bytes);
    row.ttl = ttls[index] === -1 || row.ttl === -1 ? -1 : Math.max(row.ttl, ttls[index]);
    kinds.set(kind, row);
  });
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ttl = (ms) => (ms === -1 ? 'none' : ms < 0 ? '—' : ms >= 86_400_000 ? `${(ms / 86_400_000).toFixed(1)} d` : `${Math.round(ms / 1000)} s`);
console.log(['kind', 'keys', 'total', 'mean', 'largest', 'longest TTL'].join('\t'));
for (const [kind, row] of [...kinds].sort((a, b) => b[1].bytes - a[1].bytes)) {
  console.log([kind, row.keys, kb(row.bytes), kb(row.bytes / row.keys), kb(row.largest), ttl(row.ttl)].join('\t'));
}
const info = await client.info('memory');
const used = /used_memory:(\d+)/.exec(info)?.[1];
console.log(`used_memory\t${used ? kb(Number(used)) : '?'}`);
client.destroy();
