// The browser's zod runs jitless (instrumentation-client.ts), so it never probes `new Function`
// under the page policy. z.config() with no argument answers zod's own global settings.
import { z } from 'zod';

it('turns zod jitless through its global settings, also when zod loaded first', async () => {
  expect(z.config().jitless).not.toBe(true);
  await import('@/instrumentation-client');
  expect(z.config().jitless).toBe(true);
  // And parsing still works without the compiled fast path.
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
