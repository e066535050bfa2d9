// The ports of playwright.postgres.config.ts (the purchase journeys against a provider on
// PostgreSQL, in `npm run test:scale`): the end-to-end servers moved by an E2E_PORT_OFFSET of their
// own, 300 + SCALE_PORT_OFFSET (3400, 3402 and 4400 by default), clear of `npm test`'s (3100–3102,
// 4100, 4199) and of the other scale tests' (3500–3504, 4500, 6500). Imported by that configuration
// before anything reads servers.ts: it sets E2E_PORT_OFFSET in this process, so servers.ts computes
// the moved ports here and in the test workers (which get this environment and load the
// configuration again). scripts/lib/ports.mjs postgresE2ePorts() checks the same ports before a run;
// a unit test keeps the two in step.
export const POSTGRES_E2E_OFFSET = 300 + (Number.parseInt(process.env.SCALE_PORT_OFFSET ?? '0', 10) || 0);

process.env.E2E_PORT_OFFSET = String(POSTGRES_E2E_OFFSET);
