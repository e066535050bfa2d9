// Runs in the browser before the app hydrates (Next.js instrumentation-client). One thing only:
// zod 4 in the browser runs jitless. Otherwise its first object parse probes `new Function("")`,
// which our page policy (no 'unsafe-eval' in production: lib/server/security-headers.ts) refuses and
// reports as a CSP violation in the console, costing Lighthouse's best-practices score.
// zod keeps its settings in one object on globalThis (what `z.config()` writes and returns);
// setting the flag there, whichever of the two runs first, costs no import of zod on pages that
// never load it.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as typeof globalThis & ZodGlobal;
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
