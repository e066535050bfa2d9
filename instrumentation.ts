// Runs once when a Next.js server starts. At `next start` the server is created before the first
// request and its constructor starts `prepare()`, which loads this file and awaits `register()`
// (node_modules/next/dist/server/next-server.js, lib/render-server.js); requests wait for it.
// A production server without a usable SESSION_SECRET stops here with one line naming it
// (ARCHITECTURE.md decision 1). Next skips the hook during `next build`; the phase check below
// only makes that explicit, as the build needs no secret.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { refuseToStartWithoutSessionSecret } = await import('./lib/bff/session-secret');
  refuseToStartWithoutSessionSecret();
}
