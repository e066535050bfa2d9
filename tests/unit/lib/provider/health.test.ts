// The proxy's view of the provider: trusted after a recent answer, probed otherwise, one probe for
// a burst, a failed probe remembered for a moment.
import {
  FAILED_PROBE_TTL_MS,
  HEALTH_TRUST_MS,
  providerAnswers,
  reportProviderOutage,
  reportProviderSuccess,
  resetProviderHealth,
} from '@/lib/provider/health';
import { startStubProvider, type StubProvider } from '../../support/stub-provider';

let stub: StubProvider;

beforeAll(async () => {
  stub = await startStubProvider();
  process.env.PROVIDER_API_URL = stub.url;
});
afterAll(() => stub.close());
beforeEach(() => {
  resetProviderHealth();
  stub.seen.length = 0;
});

it('trusts a recent answer without a probe', async () => {
  reportProviderSuccess();
  expect(await providerAnswers()).toBe(true);
  expect(stub.seen).toHaveLength(0);
});

it('probes when nothing recent vouches for the provider, once for a burst', async () => {
  stub.answer('/api/health', { body: { status: 'ok' }, delayMs: 50 });
  const answers = await Promise.all([providerAnswers(), providerAnswers(), providerAnswers()]);
  expect(answers).toEqual([true, true, true]);
  expect(stub.seen).toHaveLength(1);
  expect(await providerAnswers()).toBe(true);
  expect(stub.seen).toHaveLength(1);
});

it('remembers a failed probe for a moment, then asks again', async () => {
  stub.answer('/api/health', { status: 503, body: { message: 'down' } });
  const start = Date.now();
  expect(await providerAnswers(start)).toBe(false);
  expect(await providerAnswers(Date.now())).toBe(false);
  expect(stub.seen).toHaveLength(1);
  stub.answer('/api/health', { body: { status: 'ok' } });
  expect(await providerAnswers(Date.now() + FAILED_PROBE_TTL_MS + 1)).toBe(true);
  expect(stub.seen).toHaveLength(2);
});

it('an outage report stops the trust at once', async () => {
  reportProviderSuccess();
  reportProviderOutage();
  stub.answer('/api/health', { status: 500, body: {} });
  expect(await providerAnswers(Date.now() + 1)).toBe(false);
  expect(HEALTH_TRUST_MS).toBeGreaterThan(0);
});
