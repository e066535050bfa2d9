// `npm run build` (scripts/lib/processes.mjs buildStorefront) runs `next build` with Next's
// telemetry switched off: no anonymous usage data leaves the build machine, and no notice is printed.
import { BUILD_ENV } from '../../../scripts/lib/processes.mjs';

it('turns Next’s telemetry off for the build', () => {
  expect(BUILD_ENV).toEqual({ NEXT_TELEMETRY_DISABLED: '1' });
});
