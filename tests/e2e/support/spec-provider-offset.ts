// The ports of playwright.spec-provider.config.ts (the journeys against a provider with only the
// specified calls, in `npm test` after the end-to-end tests): the end-to-end servers moved by an
// E2E_PORT_OFFSET of their own, 200 + the end-to-end tests' (3300 and 4300 by default). Imported by
// that configuration before anything reads servers.ts, so servers.ts computes the moved ports here
// and in the test workers; the end-to-end tests' own offset is kept in E2E_PORT_OFFSET_BASE, which the
// workers inherit, so loading the configuration again moves nothing twice. scripts/lib/ports.mjs
// specProviderE2ePorts() checks the same ports before a run; a unit test keeps the two in step.
process.env.E2E_PORT_OFFSET_BASE ??= process.env.E2E_PORT_OFFSET ?? '0';

export const SPEC_PROVIDER_E2E_OFFSET = 200 + (Number.parseInt(process.env.E2E_PORT_OFFSET_BASE, 10) || 0);

process.env.E2E_PORT_OFFSET = String(SPEC_PROVIDER_E2E_OFFSET);

// What the journeys read to know they run against a provider with only the specified calls (servers.ts SPEC_PROVIDER).
process.env.E2E_PROVIDER_API = 'spec';
