// The provider's HTTP server on node:http: routes of API.md, localisation, validation, one log line per request.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDevRoutes } from './accounts/dev-routes';
import { addAccountRoutes, createAccounts, type AccountOptions, type Accounts } from './accounts/routes';
import { addStockAlertRoutes } from './accounts/stock-alerts';
import { userByAccessToken } from './accounts/store';
import { isWellFormedToken } from './accounts/tokens';
import { addBasketRoutes } from './basket/routes';
import { addAcquirerRoutes } from './payments/acquirer-routes';
import type { PaymentOptions } from './payments/config';
import { addPaymentDevRoutes } from './payments/dev-routes';
import { addOrderHistoryRoutes } from './payments/order-history';
import { addPaymentRoutes } from './payments/routes';
import { recoverySettingsFromEnv, startPaymentRecovery, type RecoverySettings } from './payments/recovery';
import { createPayments, type Payments } from './payments/service';
import { addCatalogueDevRoutes } from './catalogue/dev-routes';
import { addReviewRoutes } from './catalogue/review-routes';
import { addCatalogueRoutes } from './catalogue/routes';
import { createStorefrontNotifier, storefrontUrlsFromEnv, type StorefrontNotifier } from './catalogue/storefront-notifier';
import { openDatabase } from './db/open';
import { prepareDatabase } from './db/prepare';
import type { Db } from './db/types';
import type { Context, Handler, Logger } from './http/context';
import { FaultSwitch } from './http/faults';
import { resolveLocale } from './http/locale';
import { OfferedRoutes, providerApiFromEnv, type ProviderApi } from './http/spec-calls';
import { CLIENT_IP_SECRET_MIN_LENGTH, bearerToken, clientIp, clientIpSecretFromEnv, readJsonObject } from './http/request';
import { HttpError, JsonAnswer, sendError, sendJson } from './http/respond';
import { jsonLogger, requestIds, urlForLog } from './http/log';
import { pathSegments, Router } from './http/router';
import { addWishlistRoutes } from './wishlist/routes';

export type { Logger } from './http/context';

/** JSON lines on stdout (http/log.ts). */
export const consoleLogger: Logger = jsonLogger();

export interface ProviderOptions {
  db: Db;
  logger?: Logger;
  /** No per-request log lines (errors are still logged). Defaults to PROVIDER_QUIET=1. */
  quiet?: boolean;
  /** Accounts (and promo codes): rate limits and their clock, mail settings, development endpoints. */
  accounts?: AccountOptions;
  /** Payments: acquirer settings, its clock, callback retries. */
  payments?: PaymentOptions;
  /** Who hears of catalogue changes; by default STOREFRONT_REVALIDATE_URLS and REVALIDATE_SECRET. */
  notifier?: StorefrontNotifier;
  /** The key that makes X-Client-IP believed (http/request.ts clientIp); by default CLIENT_IP_SECRET. */
  clientIpSecret?: string | null;
  /** The recovery of received payments (payments/recovery.ts); by default PAYMENT_RECOVERY_SECONDS and PAYMENT_DELIVERY_DEADLINE_SECONDS. */
  recovery?: RecoverySettings;
  /** `spec`: only the specified calls (http/spec-calls.ts); by default PROVIDER_API. */
  api?: ProviderApi;
}

export interface Provider {
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** Refuses new requests and resolves when those in flight have finished (or after 10 s). */
  close(): Promise<void>;
}

function buildRouter(accounts: Accounts, payments: Payments, notifier: StorefrontNotifier, faults: FaultSwitch, api: ProviderApi): Router<Handler> {
  const router = new OfferedRoutes<Handler>(api);
  addReviewRoutes(router, accounts);
  router.add('GET', '/api/health', async ({ db }) => {
    await db.query('SELECT 1').catch(() => {
      throw new HttpError(503, 'Database unavailable');
    });
    return { status: 'ok' };
  });
  addCatalogueRoutes(router);
  addAccountRoutes(router, accounts);
  addStockAlertRoutes(router);
  addBasketRoutes(router, accounts);
  addWishlistRoutes(router);
  addPaymentRoutes(router, accounts, payments);
  addOrderHistoryRoutes(router, accounts, payments);
  addAcquirerRoutes(router, accounts, payments);
  if (accounts.devEndpoints) {
    addDevRoutes(router, accounts);
    addPaymentDevRoutes(router, accounts, payments, faults);
    addCatalogueDevRoutes(router, notifier, accounts);
  }
  return router;
}

export function createProvider({
  db,
  logger = consoleLogger,
  quiet = process.env.PROVIDER_QUIET === '1',
  accounts: accountOptions = {},
  payments: paymentOptions = {},
  notifier,
  clientIpSecret = clientIpSecretFromEnv(process.env.CLIENT_IP_SECRET),
  recovery: recoverySettings = recoverySettingsFromEnv(),
  api = providerApiFromEnv(),
}: ProviderOptions): Provider {
  const accounts = createAccounts(accountOptions, logger);
  const payments = createPayments(db, paymentOptions, logger);
  if (clientIpSecret === null) {
    logger.info(`CLIENT_IP_SECRET is not set (or under ${CLIENT_IP_SECRET_MIN_LENGTH} characters): X-Client-IP is ignored, per-IP limits count the socket's address`);
  }
  if (payments.settings.acquirerSecret === null) {
    logger.info('ACQUIRER_SECRET is not set: the hosted payment page answers 503 (the card modal, Pix, UPI and balance work)');
  }
  const storefronts =
    notifier ??
    createStorefrontNotifier({
      urls: storefrontUrlsFromEnv(process.env.STOREFRONT_REVALIDATE_URLS, logger),
      secret: process.env.REVALIDATE_SECRET?.trim() || null,
      logger,
    });
  if (process.env.STOREFRONT_REVALIDATE_URLS?.trim() && !storefronts.enabled) {
    logger.info('STOREFRONT_REVALIDATE_URLS is set but REVALIDATE_SECRET is missing or under 32 characters: storefronts are not told of catalogue changes');
  }
  // Failures on demand exist only where the development routes do (never in production).
  const faults = new FaultSwitch();
  if (api === 'spec') logger.info('PROVIDER_API=spec: only the specified calls are served; the others answer 404');
  const router = buildRouter(accounts, payments, storefronts, faults, api);
  const recovery = startPaymentRecovery({
    db,
    storefrontUrl: accounts.mail.storefrontUrl,
    deliver: (mail) => accounts.delivery.deliver(mail),
    logger,
    settings: recoverySettings,
  });
  let inFlight = 0;
  let closing = false;
  let drained: (() => void) | null = null;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    try {
      if (closing) throw new HttpError(503, 'Shutting down', undefined, { Connection: 'close' });
      const url = new URL(req.url ?? '/', 'http://provider.invalid');
      const { handler, params } = router.match(method, pathSegments(url.pathname));
      let fault = null;
      if (accounts.devEndpoints && faults.waiting(method, url.pathname)) {
        const token = bearerToken(req);
        const user = token !== null && isWellFormedToken(token) ? await userByAccessToken(db, token) : null;
        fault = faults.take(method, url.pathname, user?.email ?? null);
      }
      if (fault?.when === 'before') return sendJson(res, fault.status, { message: 'Internal error' });
      const locale = resolveLocale(req.headers['accept-language'], url.searchParams.get('lang'));
      let body: Promise<Record<string, unknown>> | null = null;
      const ctx: Context = {
        db,
        locale,
        query: url.searchParams,
        params,
        req,
        res,
        body: () => (body ??= readJsonObject(req, locale)),
        token: bearerToken(req),
        clientIp: clientIp(req, clientIpSecret),
      };
      const answer = await handler(ctx);
      if (fault && !res.headersSent) return sendJson(res, fault.status, { message: 'Internal error' });
      if (answer instanceof JsonAnswer) {
        sendJson(res, answer.status, answer.body, { Vary: 'Accept-Language', ...answer.headers });
      } else if (answer !== undefined) {
        sendJson(res, 200, answer, { Vary: 'Accept-Language' });
      }
    } catch (err) {
      if (res.headersSent) {
        logger.error(`${method} ${urlForLog(router, req.url ?? '')} failed after the answer started`, err, requestIds(req));
        res.destroy();
      } else if (err instanceof HttpError) {
        sendError(res, err);
      } else {
        logger.error(`${method} ${urlForLog(router, req.url ?? '')} failed`, err, requestIds(req));
        sendJson(res, 500, { message: 'Internal error' });
      }
    }
  }

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const started = process.hrtime.bigint();
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (!quiet) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.info('request', {
          method: req.method ?? '-',
          path: urlForLog(router, req.url ?? ''),
          status: res.statusCode,
          durationMs: Math.round(ms * 10) / 10,
          ...requestIds(req),
        });
      }
      if (closing && inFlight === 0) drained?.();
    });
    handle(req, res).catch((err: unknown) => {
      // handle() catches everything; this is the last line of defence for the process.
      logger.error('request handler crashed', err);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error' });
      else res.destroy();
    });
  };

  return {
    handler,
    async close() {
      closing = true;
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 10_000);
          drained = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      await recovery.close();
      // Callbacks of finished payments may still be on their way to the storefront.
      await payments.close();
      // Mails of answered requests may still be being written, or on their way to the SMTP server.
      await accounts.afterAnswer.settled();
      await accounts.delivery.close();
    },
  };
}

export interface StartOptions {
  port: number;
  host: string;
  /** An open, prepared database; when absent one is opened from the environment, migrated and seeded. */
  db?: Db;
  logger?: Logger;
  quiet?: boolean;
  accounts?: AccountOptions;
  payments?: PaymentOptions;
}

export interface RunningProvider {
  url: string;
  port: number;
  db: Db;
  server: http.Server;
  /** Stops listening, lets requests in flight finish, then closes the database if it opened it. */
  close(): Promise<void>;
}

export async function startProvider({ port, host, db: given, logger, quiet, accounts, payments }: StartOptions): Promise<RunningProvider> {
  const db = given ?? (await openDatabase());
  try {
    if (!given) await prepareDatabase(db);
    const provider = createProvider({ db, logger, quiet, accounts, payments });
    const server = http.createServer(provider.handler);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const actualPort = (server.address() as AddressInfo).port;
    const urlHost = host.includes(':') ? `[${host}]` : host;
    let closed: Promise<void> | null = null;
    return {
      url: `http://${urlHost}:${actualPort}`,
      port: actualPort,
      db,
      server,
      close() {
        closed ??= (async () => {
          const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeIdleConnections();
          await provider.close();
          server.closeAllConnections();
          await stopped;
          if (!given) await db.close();
        })();
        return closed;
      },
    };
  } catch (err) {
    if (!given) await db.close().catch(() => undefined);
    throw err;
  }
}
