// What the provider offers beyond its specified calls (lib/provider/capabilities.ts): the operator's
// setting, what a probe's answer says of a route, and the probe against a stand-in provider: declared
// values win, every capability is asked without a token, and a provider away keeps the last answer.
import { CAPABILITY_PROBES, probeAnswer, providerCapabilities, resetCapabilityState } from '@/lib/provider/capabilities';
import { CAPABILITIES, parseCapabilitySetting } from '@/lib/types/capabilities';
import { startStubProvider, type StubProvider } from '../../support/stub-provider';

let stub: StubProvider;
const setting = process.env.PROVIDER_CAPABILITIES;

beforeAll(async () => {
  stub = await startStubProvider();
  process.env.PROVIDER_API_URL = stub.url;
});
afterAll(async () => {
  process.env.PROVIDER_CAPABILITIES = setting;
  await stub.close();
});
beforeEach(() => {
  resetCapabilityState();
  stub.seen.length = 0;
});

describe('PROVIDER_CAPABILITIES', () => {
  it('is auto unless set, all, none, or a list of known names', () => {
    expect(parseCapabilitySetting(undefined)).toEqual({ ok: true, setting: { mode: 'auto' } });
    expect(parseCapabilitySetting(' AUTO ')).toEqual({ ok: true, setting: { mode: 'auto' } });
    expect(parseCapabilitySetting('none')).toEqual({ ok: true, setting: { mode: 'declared', offered: new Set() } });
    expect(parseCapabilitySetting('all')).toEqual({ ok: true, setting: { mode: 'declared', offered: new Set(CAPABILITIES) } });
    expect(parseCapabilitySetting('wishlist, order-history')).toEqual({ ok: true, setting: { mode: 'declared', offered: new Set(['wishlist', 'order-history']) } });
    const bad = parseCapabilitySetting('wishlist,wishes');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/unknown capability wishes/);
  });

  it('declared, the provider is not asked', async () => {
    process.env.PROVIDER_CAPABILITIES = 'stock-alerts';
    const capabilities = await providerCapabilities();
    expect(CAPABILITIES.filter((name) => capabilities[name])).toEqual(['stock-alerts']);
    expect(stub.seen).toHaveLength(0);
  });
});

describe('a probe answer', () => {
  it('is absent for 404, 405 and 501, offered for other answers below 500, unknown for 5xx', () => {
    for (const status of [404, 405, 501]) expect(probeAnswer(status)).toBe('absent');
    for (const status of [200, 400, 401, 403, 422, 429]) expect(probeAnswer(status)).toBe('offered');
    for (const status of [500, 502, 503]) expect(probeAnswer(status)).toBe('unknown');
  });
});

describe('the probe', () => {
  beforeEach(() => {
    process.env.PROVIDER_CAPABILITIES = 'auto';
  });

  it('asks each capability once, by its own method and without a token, and keeps the answer', async () => {
    stub.answer('/api/orders', { status: 401, body: { message: 'Unauthenticated.' } });
    const capabilities = await providerCapabilities();
    expect(CAPABILITIES.filter((name) => capabilities[name])).toEqual(['order-history']);
    expect(stub.seen.map((request) => `${request.method} ${request.url}`).sort()).toEqual(
      CAPABILITIES.map((name) => `${CAPABILITY_PROBES[name].method} /api${CAPABILITY_PROBES[name].path}`).sort(),
    );
    expect(stub.seen.every((request) => request.headers.authorization === undefined)).toBe(true);
    await providerCapabilities();
    expect(stub.seen).toHaveLength(CAPABILITIES.length);
  });

  it('probes without an answer (5xx) keep what is assumed of a provider not seen yet: offered; a later answer counts', async () => {
    stub.answer('/api/wishlist', { status: 401, body: {} });
    for (const name of CAPABILITIES) if (name !== 'wishlist') stub.answer(`/api${CAPABILITY_PROBES[name].path.split('?')[0]}`, { status: 503, body: {} });
    const before = await providerCapabilities();
    // Only the wishlist answered: it is offered; the others keep what is assumed of a provider not seen yet.
    expect(CAPABILITIES.every((name) => before[name])).toBe(true);
    resetCapabilityState();
    for (const name of CAPABILITIES) stub.answer(`/api${CAPABILITY_PROBES[name].path.split('?')[0]}`, { status: 404, body: {} });
    const absent = await providerCapabilities();
    expect(CAPABILITIES.some((name) => absent[name])).toBe(false);
  });
});
