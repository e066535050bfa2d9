// What a route handler gets: the database, the answer's language, the request's parts, and the answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import type { Params } from './router';

/** Log fields beside the message (the request line's method, path, status, request and trace ids). */
export type LogFields = Record<string, string | number | boolean | undefined>;

export interface Logger {
  info(line: string, fields?: LogFields): void;
  error(line: string, err?: unknown, fields?: LogFields): void;
}

export interface Context {
  db: Db;
  locale: ProviderLocale;
  query: URLSearchParams;
  params: Params;
  req: IncomingMessage;
  res: ServerResponse;
  /**
   * The body as a JSON object, read on first call (later calls share it): `{}` for an empty body;
   * 400 for malformed JSON or a JSON value that is not an object; 413 past the size limit.
   */
  body(): Promise<Record<string, unknown>>;
  /** The token of `Authorization: Bearer <token>`, or null without one. */
  token: string | null;
  /** The shopper's address: X-Client-IP when the storefront vouches for it with CLIENT_IP_SECRET, else the socket's peer. */
  clientIp: string;
}

/** Returns a JSON body to send with 200 (or a JsonAnswer), or undefined when it wrote the answer itself. */
export type Handler = (ctx: Context) => Promise<unknown>;
