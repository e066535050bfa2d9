// The start-up check of the environment (lib/server/env.ts): one operator-facing line per problem, naming
// the variable and what it expects, never its value; development keeps its defaults.
import { DEFAULT_ACQUIRER_TOKEN, DEFAULT_PAYMENT_CURRENCY } from '@/lib/bff/payment/config';
import { SESSION_SECRET_MIN_LENGTH } from '@/lib/bff/session-secret';
import { ACQUIRER_SECRET_MIN_BYTES, ENV_VARIABLES, PRINTED_PROBLEMS, envProblems, refuseToStartOnBadEnv } from '@/lib/server/env';
import { SECRET_MIN_BYTES } from '@/lib/bff/payment/hmac';

const SESSION = 'session-secret-for-tests-0123456789abcdef';
const ACQUIRER = 'acquirer-secret-for-tests-0123456789abcdef';
const production = { NODE_ENV: 'production', PROVIDER_API_URL: 'https://provider.example', SESSION_SECRET: SESSION, SITE_URL: 'https://shop.example' };

function expectOneLine(problems: string[], variable: string, pattern: RegExp) {
  expect(problems).toHaveLength(1);
  const [line] = problems;
  expect(line).toMatch(new RegExp(`^${variable} `));
  expect(line).toMatch(pattern);
  expect(line).not.toContain('\n');
}

describe('production', () => {
  it('passes with the provider, the session secret and the public origin', () => {
    expect(envProblems(production)).toEqual([]);
  });

  it('needs PROVIDER_API_URL', () => {
    expectOneLine(envProblems({ ...production, PROVIDER_API_URL: undefined }), 'PROVIDER_API_URL', /is not set: .*refuses to start in production.*http or https URL/);
    expectOneLine(envProblems({ ...production, PROVIDER_API_URL: '   ' }), 'PROVIDER_API_URL', /is not set/);
  });

  it('needs SESSION_SECRET, in the words of lib/bff/session-secret.ts', () => {
    expectOneLine(
      envProblems({ ...production, SESSION_SECRET: '' }),
      'SESSION_SECRET',
      /^SESSION_SECRET is not set: the storefront refuses to start in production without it \(a random string of at least 32 characters, e\.g\. `openssl rand -base64 32`\)\.$/,
    );
    expectOneLine(envProblems({ ...production, SESSION_SECRET: 'x'.repeat(SESSION_SECRET_MIN_LENGTH - 1) }), 'SESSION_SECRET', /is too short/);
  });

  it('needs SITE_URL: no absolute URL is ever built from a request', () => {
    expectOneLine(envProblems({ ...production, SITE_URL: undefined }), 'SITE_URL', /is not set: the storefront refuses to start in production without its public origin/);
    expectOneLine(envProblems({ ...production, SITE_URL: ' ' }), 'SITE_URL', /is not set/);
    expectOneLine(envProblems({ ...production, SITE_URL: 'shop.example' }), 'SITE_URL', /is not an http or https URL/);
  });

  it('needs ACQUIRER_SECRET with the hosted payment page', () => {
    expectOneLine(envProblems({ ...production, PAYMENT_CARD_FLOW: 'redirect' }), 'ACQUIRER_SECRET', /is not set: with PAYMENT_CARD_FLOW=redirect .*at least 32 bytes/);
    expectOneLine(envProblems({ ...production, PAYMENT_CARD_FLOW: 'redirect', ACQUIRER_SECRET: 'short' }), 'ACQUIRER_SECRET', /is shorter than 32 bytes/);
    expect(envProblems({ ...production, PAYMENT_CARD_FLOW: 'redirect', ACQUIRER_SECRET: ACQUIRER })).toEqual([]);
    expect(envProblems({ ...production, PAYMENT_CARD_FLOW: 'modal' })).toEqual([]);
  });

  it('lists every problem, in the order of ENV_VARIABLES', () => {
    const problems = envProblems({ NODE_ENV: 'production', LOG_LEVEL: 'loud', PAYMENT_CARD_FLOW: 'redirect' });
    expect(problems.map((line) => line.split(' ')[0])).toEqual(['PROVIDER_API_URL', 'SESSION_SECRET', 'SITE_URL', 'ACQUIRER_SECRET', 'LOG_LEVEL']);
  });
});

describe('development', () => {
  it('keeps the defaults of every unset variable', () => {
    expect(envProblems({})).toEqual([]);
    expect(envProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(envProblems({ NODE_ENV: 'test', PAYMENT_CARD_FLOW: 'redirect' })).toEqual([]);
  });

  it('still falls back from a short SESSION_SECRET (lib/bff/session-secret.ts), as today', () => {
    expect(envProblems({ NODE_ENV: 'development', SESSION_SECRET: 'short' })).toEqual([]);
  });

  it('counts an empty value as not set', () => {
    const empty = Object.fromEntries(ENV_VARIABLES.map((variable) => [variable.name, '']));
    expect(envProblems({ NODE_ENV: 'development', ...empty })).toEqual([]);
  });

  it('accepts well-formed values of every variable', () => {
    expect(
      envProblems({
        NODE_ENV: 'development',
        PORT: '8080',
        HOSTNAME: 'localhost',
        PROVIDER_API_URL: 'http://127.0.0.1:4000/',
        PROVIDER_TIMEOUT_MS: '2500',
        SITE_URL: 'https://shop.example',
        TRUSTED_PROXY_HOPS: '0',
        CLIENT_IP_SECRET: 'c'.repeat(32),
        PAYMENT_CARD_FLOW: 'redirect',
        ACQUIRER_SECRET: ACQUIRER,
        ACQUIRER_TOKEN: 'svc_shop',
        ACQUIRER_PUBLIC_URL: 'https://pay.example',
        PAYMENT_CURRENCY: 'brl',
        REDIS_URL: 'rediss://user:pass@redis.example:6380/0',
        CACHE_DIR: '/var/cache/storefront',
        REDIS_CACHE_TTL_DAYS: '14',
        WARM_CACHE: 'sitemap',
        WARM_MAX_PAGES: '800',
        WARM_TIMEOUT_MS: '60000',
        REVALIDATE_SECRET: 'r'.repeat(32),
        LOG_LEVEL: 'debug',
        SHUTDOWN_TIMEOUT_MS: '30000',
        METRICS_TOKEN: 'm'.repeat(32),
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://otel.example/v1/traces',
      }),
    ).toEqual([]);
  });
});

describe('a malformed value, in any mode', () => {
  const cases: [string, string, RegExp][] = [
    ['PORT', '70000', /is not a whole number from 1 to 65535/],
    ['HOSTNAME', '127.0.0.1', /is a loopback IP address: write `localhost`/],
    ['HOSTNAME', '::1', /is a loopback IP address/],
    ['PROVIDER_API_URL', 'ftp://provider.example', /is not an http or https URL/],
    ['PROVIDER_API_URL', 'provider.example', /is not an http or https URL/],
    ['PROVIDER_TIMEOUT_MS', '0', /is not a positive whole number/],
    ['PROVIDER_TIMEOUT_MS', '1.5', /is not a positive whole number/],
    ['SITE_URL', 'shop.example', /is not an http or https URL/],
    ['TRUSTED_PROXY_HOPS', '-1', /is not a whole number from 0 to 10/],
    ['TRUSTED_PROXY_HOPS', 'two', /is not a whole number from 0 to 10/],
    ['CLIENT_IP_SECRET', 'c'.repeat(31), /is too short: at least 32 characters/],
    ['PAYMENT_CARD_FLOW', 'hosted', /is neither `modal` nor `redirect`/],
    ['ACQUIRER_SECRET', 'x'.repeat(31), /is shorter than 32 bytes/],
    ['ACQUIRER_TOKEN', 't'.repeat(129), /is longer than 128 characters/],
    ['ACQUIRER_PUBLIC_URL', 'javascript:alert(1)', /is not an http or https URL/],
    ['PAYMENT_CURRENCY', 'EURO', /is not three letters/],
    ['REDIS_URL', 'http://redis.example', /is not a redis:\/\/ or rediss:\/\/ URL/],
    ['CACHE_DIR', 'cache/storefront', /CACHE_DIR is not an absolute path/],
    ['REDIS_CACHE_TTL_DAYS', '0', /is not a whole number from 1 to 365/],
    ['REDIS_CACHE_TTL_DAYS', '7d', /is not a whole number from 1 to 365/],
    ['WARM_CACHE', 'yes', /is neither `off` nor `sitemap`/],
    ['WARM_MAX_PAGES', '0', /is not a whole number from 1 to 100000/],
    ['WARM_TIMEOUT_MS', '999', /is not a whole number from 1000 to 3600000/],
    ['REVALIDATE_SECRET', 'short', /is too short: at least 32 characters/],
    ['LOG_LEVEL', 'verbose', /is not a known level: one of fatal, error, warn, info, debug, trace, silent/],
    ['SHUTDOWN_TIMEOUT_MS', '999', /is not a whole number from 1000 to 120000/],
    ['SHUTDOWN_TIMEOUT_MS', '120001', /is not a whole number from 1000 to 120000/],
    ['METRICS_TOKEN', 'm'.repeat(31), /is too short or not printable: at least 32 characters/],
    ['METRICS_TOKEN', `${'m'.repeat(20)} ${'m'.repeat(20)}`, /is too short or not printable/],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'otel-collector:4318', /is not an http or https URL/],
    ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'grpc://otel:4317', /is not an http or https URL/],
  ];

  it.each(cases)('%s=%s is one line naming it', (name, value, pattern) => {
    expectOneLine(envProblems({ NODE_ENV: 'development', [name]: value }), name, pattern);
    expectOneLine(envProblems({ ...production, [name]: value }), name, pattern);
  });
});

it('never prints a secret', () => {
  const secrets = { SESSION_SECRET: 'sess-short', ACQUIRER_SECRET: 'acq-short-value', REVALIDATE_SECRET: 'reval-short', REDIS_URL: 'http://user:hunter2-password@redis' };
  const problems = envProblems({ NODE_ENV: 'production', PROVIDER_API_URL: 'https://p.example', SITE_URL: 'https://shop.example', PAYMENT_CARD_FLOW: 'redirect', ...secrets });
  expect(problems.map((line) => line.split(' ')[0])).toEqual(['SESSION_SECRET', 'ACQUIRER_SECRET', 'REDIS_URL', 'REVALIDATE_SECRET']);
  const text = problems.join('\n');
  for (const value of [...Object.values(secrets), 'hunter2']) expect(text).not.toContain(value);
});

describe('refuseToStartOnBadEnv', () => {
  const exit = (code: number): never => {
    throw new Error(`exit ${code}`);
  };

  it('prints each problem on one line and exits 1', () => {
    const lines: string[] = [];
    expect(() => refuseToStartOnBadEnv({ NODE_ENV: 'production' }, exit, (line) => lines.push(line))).toThrow('exit 1');
    expect(lines).toEqual([
      expect.stringMatching(/^PROVIDER_API_URL is not set/),
      expect.stringMatching(/^SESSION_SECRET is not set/),
      expect.stringMatching(/^SITE_URL is not set/),
    ]);
  });

  it('prints at most a few lines', () => {
    const lines: string[] = [];
    const bad = { PROVIDER_TIMEOUT_MS: 'x', SITE_URL: 'x', TRUSTED_PROXY_HOPS: 'x', PAYMENT_CARD_FLOW: 'x', PAYMENT_CURRENCY: 'x', LOG_LEVEL: 'x', SHUTDOWN_TIMEOUT_MS: 'x' };
    expect(() => refuseToStartOnBadEnv({ NODE_ENV: 'development', ...bad }, exit, (line) => lines.push(line))).toThrow('exit 1');
    expect(lines).toHaveLength(PRINTED_PROBLEMS + 1);
    expect(lines.at(-1)).toBe(`… and ${Object.keys(bad).length - PRINTED_PROBLEMS} more problems with the environment.`);
  });

  it('lets a good environment start', () => {
    const print = jest.fn();
    const quit = jest.fn(exit);
    refuseToStartOnBadEnv(production, quit, print);
    expect(quit).not.toHaveBeenCalled();
    expect(print).not.toHaveBeenCalled();
  });
});

describe('ENV_VARIABLES', () => {
  it('documents every variable the schema checks, once', () => {
    const names = ENV_VARIABLES.map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
    for (const variable of ENV_VARIABLES) expect(variable.meaning.length).toBeGreaterThan(10);
    expect(names).toEqual(expect.arrayContaining(['PROVIDER_API_URL', 'SESSION_SECRET', 'ACQUIRER_SECRET', 'REDIS_URL', 'REVALIDATE_SECRET', 'LOG_LEVEL', 'SHUTDOWN_TIMEOUT_MS']));
  });

  it('agrees with the modules that own the constants', () => {
    expect(ACQUIRER_SECRET_MIN_BYTES).toBe(SECRET_MIN_BYTES);
    const defaults = Object.fromEntries(ENV_VARIABLES.map((variable) => [variable.name, variable.default]));
    expect(defaults.ACQUIRER_TOKEN).toBe(DEFAULT_ACQUIRER_TOKEN);
    expect(defaults.PAYMENT_CURRENCY).toBe(DEFAULT_PAYMENT_CURRENCY);
  });
});
