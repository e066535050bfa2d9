// The storefront's server environment, checked once when the server starts (instrumentation.ts),
// so an operator learns of a missing or malformed setting from one line on stderr at start rather
// than from a failing payment hours later. The modules that use a variable still read
// process.env at call time (one build serves any environment; tests change it between cases):
// this module only says whether the environment is usable, and documents every variable.
//
// No `server-only` imports here: instrumentation.ts is not bundled in the react-server layer.
// The few constants repeated below are checked against their owners by tests/unit/lib/server/env.test.ts.
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BRAND_LIMITS, DEMO_BRAND, demoBrandVariables, isValidCnpj, LOGO_FILE_MAX_BYTES, LOGO_TYPES } from '@/lib/brand/identity';
import { CLIENT_IP_SECRET_MIN_LENGTH, DEFAULT_PROVIDER_API_URL, DEFAULT_PROVIDER_TIMEOUT_MS } from '@/lib/provider/config';
import { CAPABILITIES, CAPABILITY_PROBE_MINUTES, parseCapabilitySetting } from '@/lib/types/capabilities';
import { SESSION_SECRET_MIN_LENGTH, sessionSecretProblem } from '@/lib/bff/session-secret';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS } from '@/lib/server/log';
import { DEVELOPMENT_SITE_URL } from '@/lib/seo/site';
import { DEFAULT_REDIS_CACHE_TTL_DAYS, OLD_BUILD_TTL_SECONDS, REDIS_CACHE_TTL_DAYS_RANGE } from '@/lib/server/redis-lifetimes.mjs';
import { DEFAULT_WARM_MAX_PAGES, DEFAULT_WARM_TIMEOUT_MS, WARM_MAX_PAGES_RANGE, WARM_TIMEOUT_RANGE_MS } from '@/lib/server/warm-up';

/** lib/bff/payment/hmac.ts SECRET_MIN_BYTES (server-only, so not imported). */
export const ACQUIRER_SECRET_MIN_BYTES = 32;
export const REVALIDATE_SECRET_MIN_LENGTH = 32;
export const ACQUIRER_TOKEN_MAX_LENGTH = 128;
export const METRICS_TOKEN_MIN_LENGTH = 32;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
export const SHUTDOWN_TIMEOUT_RANGE_MS = [1000, 120_000] as const;

export interface EnvVariable {
  name: string;
  /** What applies when the variable is not set, as an operator reads it; null when nothing does. */
  default: string | null;
  meaning: string;
  /** A secret: its value is never printed. */
  secret?: boolean;
}

/** Every server variable of the storefront (README "Configuration" is checked against it). */
export const ENV_VARIABLES: readonly EnvVariable[] = [
  {
    name: 'PORT',
    default: '3000',
    meaning: 'The port the standalone server listens on.',
  },
  {
    name: 'HOSTNAME',
    default: '0.0.0.0',
    meaning: 'The interface it listens on: `0.0.0.0` for every one, `localhost` for loopback only (not `127.0.0.1`: Next.js 16 resolves its rewrites against `localhost`).',
  },
  {
    name: 'PROVIDER_API_URL',
    default: DEFAULT_PROVIDER_API_URL,
    meaning: "The provider's origin (its API is under /api), http or https. Required in production.",
  },
  {
    name: 'PROVIDER_TIMEOUT_MS',
    default: String(DEFAULT_PROVIDER_TIMEOUT_MS),
    meaning: 'Longest wait for one provider call, in milliseconds, before it counts as an outage.',
  },
  {
    name: 'PROVIDER_CAPABILITIES',
    default: 'auto',
    meaning: `What the provider offers beyond its specified calls: \`auto\` asks it (a probe at start and every ${CAPABILITY_PROBE_MINUTES} minutes, shared by the instances), \`all\`, \`none\`, or a comma-separated list of ${CAPABILITIES.join(', ')}. What it lacks is not shown.`,
  },
  {
    name: 'SESSION_SECRET',
    default: 'a random key per process (development only)',
    meaning: `Key that seals the session cookie, ${SESSION_SECRET_MIN_LENGTH}+ characters. Required in production.`,
    secret: true,
  },
  {
    name: 'SITE_URL',
    default: `${DEVELOPMENT_SITE_URL} (development only)`,
    meaning: 'Public origin of the storefront, http or https: every absolute URL (canonical, hreflang, Open Graph, sitemaps, payment return addresses) and an allowed Origin. Required in production.',
  },
  {
    name: 'TRUSTED_PROXY_HOPS',
    default: '0',
    meaning: "Proxies in front of the storefront that append to X-Forwarded-For, 0 to 10: 0 (reached directly) takes the client IP from the socket and ignores the header; N takes the header's N-th entry from the right. With N ≥ 1, X-Forwarded-Proto https (read the same way) marks a request as HTTPS, which gets HSTS.",
  },
  {
    name: 'CLIENT_IP_SECRET',
    default: "none: the provider counts every shopper as the storefront's address",
    meaning: `Key sent beside X-Client-IP so the provider believes it, ${CLIENT_IP_SECRET_MIN_LENGTH}+ characters; the same on the provider.`,
    secret: true,
  },
  {
    name: 'PAYMENT_CARD_FLOW',
    default: 'modal',
    meaning: "`modal` (card data relayed by the BFF) or `redirect` (the acquirer's hosted page, needs ACQUIRER_SECRET).",
  },
  {
    name: 'ACQUIRER_SECRET',
    default: null,
    meaning: `HMAC key shared with the acquirer, ${ACQUIRER_SECRET_MIN_BYTES}+ bytes. Without it the hosted-page form and the callback answer 503; required in production with PAYMENT_CARD_FLOW=redirect.`,
    secret: true,
  },
  {
    name: 'ACQUIRER_TOKEN',
    default: 'svc_reference_shop',
    meaning: `Merchant token signed into the hosted-page form and expected in callbacks, 1–${ACQUIRER_TOKEN_MAX_LENGTH} characters.`,
  },
  {
    name: 'ACQUIRER_PUBLIC_URL',
    default: 'the origin of PROVIDER_API_URL',
    meaning: 'Where the browser posts the signed form ({it}/acquirer/pay), http or https.',
  },
  {
    name: 'PAYMENT_CURRENCY',
    default: 'EUR',
    meaning: "Currency signed into the form and checked in callbacks (three letters; must match the provider's).",
  },
  {
    name: 'REDIS_URL',
    default: 'none: caches and rate-limit counters stay in this process',
    meaning: 'redis:// or rediss:// URL of the Redis shared by several storefront processes.',
    secret: true,
  },
  {
    name: 'REDIS_CACHE_TTL_DAYS',
    default: String(DEFAULT_REDIS_CACHE_TTL_DAYS),
    meaning: `Days a page or data cache entry (and its tag index) stays in Redis after its last use (${REDIS_CACHE_TTL_DAYS_RANGE[0]}–${REDIS_CACHE_TTL_DAYS_RANGE[1]}); a replaced build's keys get ${OLD_BUILD_TTL_SECONDS / 60} minutes.`,
  },
  {
    name: 'WARM_CACHE',
    default: 'off',
    meaning: '`sitemap`: before reporting ready, request the pages of the sitemaps through this instance, so the cache holds them (readiness answers 503 `warming` meanwhile).',
  },
  {
    name: 'WARM_MAX_PAGES',
    default: String(DEFAULT_WARM_MAX_PAGES),
    meaning: `Most pages the warm-up requests (${WARM_MAX_PAGES_RANGE[0]}–${WARM_MAX_PAGES_RANGE[1]}).`,
  },
  {
    name: 'WARM_TIMEOUT_MS',
    default: String(DEFAULT_WARM_TIMEOUT_MS),
    meaning: `Longest the warm-up may take before the instance reports ready anyway (${WARM_TIMEOUT_RANGE_MS[0]}–${WARM_TIMEOUT_RANGE_MS[1]} ms).`,
  },
  {
    name: 'CACHE_DIR',
    default: 'storefront-cache in the system temporary directory',
    meaning: 'Absolute path of the folder where a server without REDIS_URL keeps its page and data cache on disk, one subfolder per build; never inside the build, so a copied build carries no cache.',
  },
  {
    name: 'REVALIDATE_SECRET',
    default: 'none: on-demand revalidation is off',
    meaning: `Shared secret of the on-demand cache revalidation endpoint, ${REVALIDATE_SECRET_MIN_LENGTH}+ characters.`,
    secret: true,
  },
  {
    name: 'LOG_LEVEL',
    default: DEFAULT_LOG_LEVEL,
    meaning: `Lowest level of the JSON log lines on stdout: ${LOG_LEVELS.join(', ')}.`,
  },
  {
    name: 'METRICS_TOKEN',
    default: 'none: GET /api/metrics answers 404',
    meaning: `Bearer token of the Prometheus metrics at GET /api/metrics (\`Authorization: Bearer <token>\`), ${METRICS_TOKEN_MIN_LENGTH}+ characters.`,
    secret: true,
  },
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    default: 'none: tracing is off',
    meaning: 'Base URL of an OpenTelemetry collector (OTLP over HTTP); spans go to {it}/v1/traces. Setting it turns tracing on.',
  },
  {
    name: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    default: 'none: OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces',
    meaning: 'Full URL the spans are posted to (OTLP/HTTP, JSON); wins over OTEL_EXPORTER_OTLP_ENDPOINT. Setting it turns tracing on.',
  },
  {
    name: 'OTEL_SERVICE_NAME',
    default: 'storefront',
    meaning: 'The service.name of the spans.',
  },
  {
    name: 'SHUTDOWN_TIMEOUT_MS',
    default: String(DEFAULT_SHUTDOWN_TIMEOUT_MS),
    meaning: `After SIGTERM or SIGINT, how long in-flight requests may take before the process exits anyway (${SHUTDOWN_TIMEOUT_RANGE_MS[0]}–${SHUTDOWN_TIMEOUT_RANGE_MS[1]} ms).`,
  },
  // The brand (lib/brand/identity.ts, README "Branding"): read at run time, demo values by default.
  {
    name: 'SHOP_NAME',
    default: `${DEMO_BRAND.name} (demo)`,
    meaning: `The shop's name (header, footer, page titles, Open Graph images, JSON-LD, the provider's mails), up to ${BRAND_LIMITS.name} characters.`,
  },
  {
    name: 'SHOP_LEGAL_NAME',
    default: `${DEMO_BRAND.legalName} (demo)`,
    meaning: `The registered name of the company behind the shop, up to ${BRAND_LIMITS.legalName} characters.`,
  },
  {
    name: 'SHOP_CNPJ',
    default: `${DEMO_BRAND.cnpj} (demo)`,
    meaning: "The company's CNPJ, 14 places with or without punctuation (letters in the first twelve, as issued from 2026); its check digits are checked.",
  },
  {
    name: 'SHOP_ADDRESS',
    default: 'Av. Paulista, 1000, … São Paulo (demo)',
    meaning: `The company's postal address as it is written, up to ${BRAND_LIMITS.address} characters.`,
  },
  {
    name: 'SHOP_SUPPORT_EMAIL',
    default: `${DEMO_BRAND.supportEmail} (demo)`,
    meaning: "The shop's one support address, on every page and in the provider's mails (set the same on the provider).",
  },
  {
    name: 'SHOP_SUPPORT_PHONE',
    default: `${DEMO_BRAND.supportPhone} (demo)`,
    meaning: 'The support phone in international form, 8 to 15 digits.',
  },
  {
    name: 'SHOP_LOGO_FILE',
    default: 'none: the drawn mark',
    meaning: `Path of the logo image shown in the header (.svg, .png or .webp, up to ${LOGO_FILE_MAX_BYTES / 1024} KB), served at /api/brand/logo.`,
  },
];

type Env = Record<string, string | undefined>;

/** An empty or blank value counts as not set. */
function setting(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(setting, schema.optional());
}

function isUrlWith(protocols: readonly string[]) {
  return (value: string) => {
    try {
      return protocols.includes(new URL(value.trim()).protocol);
    } catch {
      return false;
    }
  };
}

const isHttpUrl = isUrlWith(['http:', 'https:']);
const WHOLE = /^\s*\d+\s*$/;

function wholeNumberIn(min: number, max: number) {
  return (value: string) => WHOLE.test(value) && Number(value) >= min && Number(value) <= max;
}

const SECRET_HINT = '`openssl rand -base64 32`';

/** Text a shopper reads: within `max` characters, no control characters (a line break in a title…). */
function plainText(max: number) {
  return (value: string) => value.trim().length <= max && !/[\u0000-\u001f\u007f]/.test(value);
}

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

/** Why the logo file cannot be used, or null when it can. */
export function logoFileProblem(file: string): string | null {
  const type = LOGO_TYPES[path.extname(file.trim()).toLowerCase()];
  if (!type) return 'is not an .svg, .png or .webp file';
  try {
    const stat = statSync(file.trim());
    if (!stat.isFile()) return 'is not a file';
    if (stat.size === 0 || stat.size > LOGO_FILE_MAX_BYTES) return `is empty or larger than ${LOGO_FILE_MAX_BYTES / 1024} KB`;
    accessSync(file.trim(), constants.R_OK);
  } catch {
    return 'cannot be read by the server';
  }
  return null;
}

/**
 * The shape of every variable when it is set. Each message is one operator-facing line naming the
 * variable and what it expects; none repeats the value (it may be a secret).
 */
export const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: optional(
    z.string().refine(wholeNumberIn(1, 65535), {
      error: 'PORT is not a whole number from 1 to 65535: the port the server listens on (default 3000).',
    }),
  ),
  // Next's standalone server listens on HOSTNAME. A loopback IP there breaks every locale rewrite
  // of proxy.ts (Next takes them for external: NextURL spells loopback `localhost`, the server its
  // own HOSTNAME), so it is refused with the spelling that works.
  HOSTNAME: optional(
    z.string().refine((value) => !/^(127(\.\d{1,3}){3}|::1|\[::1\])$/.test(value.trim()), {
      error: 'HOSTNAME is a loopback IP address: write `localhost` to listen on loopback only (Next.js resolves its rewrites against `localhost`, and with an IP every pt-BR page would redirect to itself), or `0.0.0.0` for every interface.',
    }),
  ),
  PROVIDER_API_URL: optional(
    z.string().refine(isHttpUrl, {
      error: "PROVIDER_API_URL is not an http or https URL: set it to the provider's origin, e.g. https://provider.example (its API is under /api).",
    }),
  ),
  PROVIDER_TIMEOUT_MS: optional(
    z.string().refine(wholeNumberIn(1, Number.MAX_SAFE_INTEGER), {
      error: `PROVIDER_TIMEOUT_MS is not a positive whole number: the longest wait for one provider call in milliseconds (default ${DEFAULT_PROVIDER_TIMEOUT_MS}).`,
    }),
  ),
  PROVIDER_CAPABILITIES: optional(
    z.string().superRefine((value, context) => {
      const parsed = parseCapabilitySetting(value);
      if (!parsed.ok) context.addIssue({ code: 'custom', message: `PROVIDER_CAPABILITIES has ${parsed.error}.` });
    }),
  ),
  // Checked in production only (sessionSecretProblem): development falls back to a random key.
  SESSION_SECRET: z.string().optional(),
  SITE_URL: optional(
    z.string().refine(isHttpUrl, {
      error: "SITE_URL is not an http or https URL: set it to the storefront's public origin, e.g. https://shop.example.",
    }),
  ),
  TRUSTED_PROXY_HOPS: optional(
    z.string().refine(wholeNumberIn(0, 10), {
      error: 'TRUSTED_PROXY_HOPS is not a whole number from 0 to 10: the count of proxies in front of the storefront that append to X-Forwarded-For (default 0: reached directly).',
    }),
  ),
  CLIENT_IP_SECRET: optional(
    z.string().refine((value) => value.trim().length >= CLIENT_IP_SECRET_MIN_LENGTH, {
      error: `CLIENT_IP_SECRET is too short: at least ${CLIENT_IP_SECRET_MIN_LENGTH} characters (a random string, e.g. ${SECRET_HINT}, the same on the provider), or unset it.`,
    }),
  ),
  PAYMENT_CARD_FLOW: optional(
    z.enum(['modal', 'redirect'], {
      error: "PAYMENT_CARD_FLOW is neither `modal` nor `redirect`: `modal` (the default) relays card data through the BFF, `redirect` sends the shopper to the acquirer's hosted page.",
    }),
  ),
  ACQUIRER_SECRET: optional(
    z.string().refine((value) => Buffer.byteLength(value, 'utf8') >= ACQUIRER_SECRET_MIN_BYTES, {
      error: `ACQUIRER_SECRET is shorter than ${ACQUIRER_SECRET_MIN_BYTES} bytes: the key shared with the acquirer must be a random string of at least ${ACQUIRER_SECRET_MIN_BYTES} bytes, e.g. ${SECRET_HINT}.`,
    }),
  ),
  ACQUIRER_TOKEN: optional(
    z.string().refine((value) => value.trim().length <= ACQUIRER_TOKEN_MAX_LENGTH, {
      error: `ACQUIRER_TOKEN is longer than ${ACQUIRER_TOKEN_MAX_LENGTH} characters: set it to the merchant token the acquirer gave you.`,
    }),
  ),
  ACQUIRER_PUBLIC_URL: optional(
    z.string().refine(isHttpUrl, {
      error: "ACQUIRER_PUBLIC_URL is not an http or https URL: set it to the acquirer's origin as the shopper's browser reaches it, or unset it to use PROVIDER_API_URL's.",
    }),
  ),
  PAYMENT_CURRENCY: optional(
    z.string().refine((value) => /^[A-Za-z]{3}$/.test(value.trim()), {
      error: "PAYMENT_CURRENCY is not three letters: set it to the ISO 4217 code the provider charges in, e.g. EUR (the default).",
    }),
  ),
  REDIS_URL: optional(
    z.string().refine(isUrlWith(['redis:', 'rediss:']), {
      error: 'REDIS_URL is not a redis:// or rediss:// URL: e.g. redis://redis.internal:6379, or unset it to keep caches in this process.',
    }),
  ),
  REDIS_CACHE_TTL_DAYS: optional(
    z.string().refine(wholeNumberIn(...REDIS_CACHE_TTL_DAYS_RANGE), {
      error: `REDIS_CACHE_TTL_DAYS is not a whole number from ${REDIS_CACHE_TTL_DAYS_RANGE[0]} to ${REDIS_CACHE_TTL_DAYS_RANGE[1]}: how many days a cache entry stays in Redis after its last use (default ${DEFAULT_REDIS_CACHE_TTL_DAYS}).`,
    }),
  ),
  WARM_CACHE: optional(
    z.enum(['off', 'sitemap'], {
      error: 'WARM_CACHE is neither `off` nor `sitemap`: `sitemap` warms the cache with the sitemaps\' pages before the instance reports ready, `off` (the default) does not.',
    }),
  ),
  WARM_MAX_PAGES: optional(
    z.string().refine(wholeNumberIn(...WARM_MAX_PAGES_RANGE), {
      error: `WARM_MAX_PAGES is not a whole number from ${WARM_MAX_PAGES_RANGE[0]} to ${WARM_MAX_PAGES_RANGE[1]}: the most pages the warm-up requests (default ${DEFAULT_WARM_MAX_PAGES}).`,
    }),
  ),
  WARM_TIMEOUT_MS: optional(
    z.string().refine(wholeNumberIn(...WARM_TIMEOUT_RANGE_MS), {
      error: `WARM_TIMEOUT_MS is not a whole number from ${WARM_TIMEOUT_RANGE_MS[0]} to ${WARM_TIMEOUT_RANGE_MS[1]}: the longest the warm-up may take, in milliseconds (default ${DEFAULT_WARM_TIMEOUT_MS}).`,
    }),
  ),
  CACHE_DIR: optional(
    z.string().refine((value) => value.trim().startsWith('/'), {
      error: 'CACHE_DIR is not an absolute path: the folder of the on-disk page and data cache, e.g. /var/cache/storefront, or unset it for the system temporary directory.',
    }),
  ),
  REVALIDATE_SECRET: optional(
    z.string().refine((value) => value.trim().length >= REVALIDATE_SECRET_MIN_LENGTH, {
      error: `REVALIDATE_SECRET is too short: at least ${REVALIDATE_SECRET_MIN_LENGTH} characters (a random string, e.g. ${SECRET_HINT}), or unset it to turn on-demand revalidation off.`,
    }),
  ),
  METRICS_TOKEN: optional(
    z.string().refine((value) => value.trim().length >= METRICS_TOKEN_MIN_LENGTH && /^[\x21-\x7e]+$/.test(value.trim()), {
      error: `METRICS_TOKEN is too short or not printable: at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces (a random string, e.g. ${SECRET_HINT}), or unset it to turn GET /api/metrics off.`,
    }),
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(
    z.string().refine(isHttpUrl, {
      error: 'OTEL_EXPORTER_OTLP_ENDPOINT is not an http or https URL: the base URL of an OpenTelemetry collector, e.g. http://otel-collector:4318, or unset it to turn tracing off.',
    }),
  ),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optional(
    z.string().refine(isHttpUrl, {
      error: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is not an http or https URL: the full traces URL of an OpenTelemetry collector, e.g. http://otel-collector:4318/v1/traces, or unset it.',
    }),
  ),
  LOG_LEVEL: optional(
    z.enum(LOG_LEVELS, {
      error: `LOG_LEVEL is not a known level: one of ${LOG_LEVELS.join(', ')} (default ${DEFAULT_LOG_LEVEL}).`,
    }),
  ),
  SHUTDOWN_TIMEOUT_MS: optional(
    z.string().refine(wholeNumberIn(...SHUTDOWN_TIMEOUT_RANGE_MS), {
      error: `SHUTDOWN_TIMEOUT_MS is not a whole number from ${SHUTDOWN_TIMEOUT_RANGE_MS[0]} to ${SHUTDOWN_TIMEOUT_RANGE_MS[1]}: how long in-flight requests may take after SIGTERM, in milliseconds (default ${DEFAULT_SHUTDOWN_TIMEOUT_MS}).`,
    }),
  ),
  SHOP_NAME: optional(
    z.string().refine(plainText(BRAND_LIMITS.name), {
      error: `SHOP_NAME is longer than ${BRAND_LIMITS.name} characters or holds a control character (a line break): the shop's name as shoppers read it.`,
    }),
  ),
  SHOP_LEGAL_NAME: optional(
    z.string().refine(plainText(BRAND_LIMITS.legalName), {
      error: `SHOP_LEGAL_NAME is longer than ${BRAND_LIMITS.legalName} characters or holds a control character: the company's registered name.`,
    }),
  ),
  SHOP_CNPJ: optional(
    z.string().refine(isValidCnpj, {
      error: 'SHOP_CNPJ is not a valid CNPJ: 14 places, written NN.NNN.NNN/NNNN-NN or without punctuation, whose two check digits must be right (look for a typo).',
    }),
  ),
  SHOP_ADDRESS: optional(
    z.string().refine(plainText(BRAND_LIMITS.address), {
      error: `SHOP_ADDRESS is longer than ${BRAND_LIMITS.address} characters or holds a control character: the company's postal address on one line.`,
    }),
  ),
  SHOP_SUPPORT_EMAIL: optional(
    z.string().refine((value) => value.trim().length <= BRAND_LIMITS.email && EMAIL.test(value.trim()), {
      error: 'SHOP_SUPPORT_EMAIL is not an e-mail address: the shop\'s one support address, e.g. support@shop.example (the same on the provider).',
    }),
  ),
  SHOP_SUPPORT_PHONE: optional(
    z.string().refine((value) => /^\+?[0-9 ().-]+$/.test(value.trim()) && /^(\D*\d){8,15}\D*$/.test(value.trim()), {
      error: 'SHOP_SUPPORT_PHONE is not a phone number: international form with 8 to 15 digits, e.g. +55 11 4000-1234.',
    }),
  ),
  SHOP_LOGO_FILE: optional(z.string()).superRefine((value, ctx) => {
    const problem = value === undefined ? null : logoFileProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `SHOP_LOGO_FILE ${problem}: give the path of an .svg, .png or .webp image of at most ${LOGO_FILE_MAX_BYTES / 1024} KB, or unset it for the drawn mark.` });
  }),
});

/** What production needs besides well-formed values. */
function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const isSet = (name: string) => setting(env[name]) !== undefined;
  if (!isSet('PROVIDER_API_URL')) {
    problems.push(
      "PROVIDER_API_URL is not set: the storefront refuses to start in production without the provider's origin (an http or https URL, e.g. https://provider.example; its API is under /api).",
    );
  }
  const sessionProblem = sessionSecretProblem(env);
  if (sessionProblem) problems.push(sessionProblem);
  // Without it every absolute URL would name some other origin, or one a client's Host chose.
  if (!isSet('SITE_URL')) {
    problems.push(
      "SITE_URL is not set: the storefront refuses to start in production without its public origin (an http or https URL as shoppers reach it, e.g. https://shop.example), the base of canonical, Open Graph, sitemap and payment return URLs.",
    );
  }
  if (setting(env.PAYMENT_CARD_FLOW) === 'redirect' && !isSet('ACQUIRER_SECRET')) {
    problems.push(
      `ACQUIRER_SECRET is not set: with PAYMENT_CARD_FLOW=redirect the storefront refuses to start in production without the key shared with the acquirer (at least ${ACQUIRER_SECRET_MIN_BYTES} bytes, e.g. ${SECRET_HINT}).`,
    );
  }
  return problems;
}

/**
 * Why this environment cannot run the storefront, one line per problem, in the order of
 * ENV_VARIABLES; empty when it can. In development, unset variables keep their defaults.
 */
export function envProblems(env: Env = process.env): string[] {
  const problems = productionProblems(env);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => issue.message));
  const order = (line: string) => {
    const index = ENV_VARIABLES.findIndex((variable) => line.startsWith(`${variable.name} `));
    return index === -1 ? ENV_VARIABLES.length : index;
  };
  return problems.sort((a, b) => order(a) - order(b));
}

/**
 * The one warning line of a production server whose brand still has demo values (the company, CNPJ
 * and addresses of lib/brand/identity.ts's DEMO_BRAND), or null.
 */
export function demoBrandWarning(env: Env = process.env): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const unset = demoBrandVariables(env);
  if (unset.length === 0) return null;
  return `Demo brand values in use: ${unset.join(', ')} not set, so the shop shows a made-up company, CNPJ and contacts (README "Branding").`;
}

/** How many problems refuseToStartOnBadEnv prints before a "… more" line. */
export const PRINTED_PROBLEMS = 5;

/**
 * For instrumentation.ts: with a bad environment, print the problems on stderr (one line each)
 * and exit 1 before the first request is served.
 */
export function refuseToStartOnBadEnv(
  env: Env = process.env,
  exit: (code: number) => never = process.exit,
  // Plain lines on stderr, also where the console writes JSON lines (lib/server/json-stdout.cjs).
  print: (line: string) => void = (line) => void process.stderr.write(`${line}\n`),
): void {
  const problems = envProblems(env);
  if (!problems.length) return;
  for (const line of problems.slice(0, PRINTED_PROBLEMS)) print(line);
  if (problems.length > PRINTED_PROBLEMS) print(`… and ${problems.length - PRINTED_PROBLEMS} more problems with the environment.`);
  exit(1);
}
