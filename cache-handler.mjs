// The Next.js server cache (next.config.ts `cacheHandler`): ISR pages, route answers and tagged
// provider fetches (lib/cache.ts). Chosen when the server starts, so one build serves both:
// - REDIS_URL set: @trieb.work/nextjs-turbo-redis-cache, one store shared by every instance, its
//   tag index in Redis and revalidations passed to the other instances by Pub/Sub (the handler
//   Next's self-hosting guide lists for several instances). Keys are prefixed by the build id, so
//   two builds never read each other's entries; the database is the one REDIS_URL names.
// - otherwise: Next's own file-system cache (memory + .next/cache), as with no handler at all.
// Next creates a handler per request: the Redis one is a single instance inside the library.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function redisDatabase(url) {
  try {
    const index = Number.parseInt(new URL(url).pathname.replace(/^\//, '') || '0', 10);
    return Number.isInteger(index) && index >= 0 ? index : 0;
  } catch {
    return 0;
  }
}

function chooseHandler() {
  const redisUrl = process.env.REDIS_URL?.trim();
  if (redisUrl) {
    const RedisHandler = require('@trieb.work/nextjs-turbo-redis-cache').default;
    const database = redisDatabase(redisUrl);
    return { name: 'redis', create: (context) => new RedisHandler({ ...context, redisUrl, database }) };
  }
  const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
  return { name: 'file-system', create: (context) => new FileSystemCache(context) };
}

let chosen;

export default class StorefrontCacheHandler {
  constructor(context) {
    chosen ??= chooseHandler();
    this.store = chosen.create(context);
  }

  get(...args) {
    return this.store.get(...args);
  }

  set(...args) {
    return this.store.set(...args);
  }

  revalidateTag(...args) {
    return this.store.revalidateTag(...args);
  }

  resetRequestCache(...args) {
    return this.store.resetRequestCache?.(...args);
  }
}
