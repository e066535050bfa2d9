// With NEXT_DEPLOYMENT_ID set (version skew protection), Next gives every build one constant build
// id unless next.config.ts has a generateBuildId; the Redis page cache's keys are prefixed by the
// build id, so each build must still get its own, or a new deploy would serve the old one's pages.
import { generateBuildId } from 'next/dist/build/generate-build-id';
import nextConfig from '@/next.config';

it('gives each build its own id, also when a deployment id is set', async () => {
  // Next's build takes its constant id only when the config has no generateBuildId.
  expect(nextConfig.generateBuildId).toEqual(expect.any(Function));
  let count = 0;
  const fallback = () => `random-${(count += 1)}`;
  const first = await generateBuildId(nextConfig.generateBuildId!, fallback);
  const second = await generateBuildId(nextConfig.generateBuildId!, fallback);
  expect(first).not.toBe(second);
});
