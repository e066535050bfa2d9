// The shopper's session: the provider's bearer token and the user, sealed (encrypted and signed)
// by iron-session 8 into one httpOnly cookie (docs/decisions/0029-session-token-in-the-cookie-only.md,
// docs/accounts-contract.md "Session"). The browser never sees the token.
//
// Cookie: `__Host-session` with Secure in production, `session` otherwise; HttpOnly,
// SameSite=Lax, Path=/, Max-Age = what is left of the absolute expiry (30 days from login).
// Data: {token, user, createdAt, seenAt}. Idle expiry: a session whose seenAt is more than 2 days
// old is over; GET /api/user moves seenAt on, at most every 10 minutes. Login starts a fresh
// session (nothing of the old one is kept); logout and any expiry clear the cookie.
import 'server-only';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { z } from 'zod';
import type { User } from '@/lib/types/account';
import { providerTokenSchema, providerUserSchema } from '@/lib/provider/account-schemas';
import {
  SESSION_ABSOLUTE_TTL_S,
  SESSION_IDLE_TTL_MS,
  SESSION_SEEN_REFRESH_MS,
  isProduction,
  sessionCookieName,
} from './session-cookie';
import { keepRevokingSessions, revocationList } from './session-revocation';
import { sessionSecret } from './session-secret';

const sessionDataSchema = z.object({
  token: providerTokenSchema,
  user: providerUserSchema,
  createdAt: z.number().int().nonnegative(),
  seenAt: z.number().int().nonnegative(),
});

export type SessionData = z.infer<typeof sessionDataSchema>;

/**
 * Why a cookie gave no session: absent, unreadable (other key, tampered, malformed), expired, or
 * logged out while the provider was away (its token on the revocation list).
 */
export type SessionState = 'active' | 'none' | 'invalid' | 'expired' | 'revoked';

function sessionOptions(maxAgeSeconds: number): SessionOptions {
  return {
    password: sessionSecret(),
    cookieName: sessionCookieName(),
    // The seal expires with the cookie; createdAt and seenAt are checked as well.
    ttl: maxAgeSeconds,
    cookieOptions: { httpOnly: true, secure: isProduction(), sameSite: 'lax', path: '/', maxAge: maxAgeSeconds },
  };
}

/** When a session ends at the latest (its absolute expiry), in ms. */
export function sessionEndsAt(data: SessionData): number {
  return data.createdAt + SESSION_ABSOLUTE_TTL_S * 1000;
}

/** Whether sealed session data is still usable at `now`. */
export function sessionState(data: SessionData, now: number): 'active' | 'expired' {
  if (now >= sessionEndsAt(data)) return 'expired';
  if (now - data.seenAt >= SESSION_IDLE_TTL_MS) return 'expired';
  return 'active';
}

function cookieHeader(name: string, value: string): string {
  return `${name}=${value}`;
}

/**
 * The session of one request. Changes (start, update, clear) are collected and written onto the
 * response by `applyTo`, so a handler builds its answer first and the cookie rides along.
 */
export class RequestSession {
  private changed = false;

  private constructor(
    private readonly iron: IronSession<Partial<SessionData>>,
    /** iron-session writes Set-Cookie onto the response it was given: this one, read by applyTo. */
    private readonly sink: Response,
    private current: SessionData | null,
    readonly state: SessionState,
  ) {}

  /** Reads and checks the session cookie of a request. Never throws for a bad cookie. */
  static async load(request: Request, now = Date.now()): Promise<RequestSession> {
    const sink = new Response(null);
    const hasCookie = cookieValue(request.headers.get('cookie'), sessionCookieName()) !== undefined;
    const open = (from: Request) => getIronSession<Partial<SessionData>>(from, sink, sessionOptions(SESSION_ABSOLUTE_TTL_S));
    const blank = () => new Request('http://session.invalid/');
    const cleared = (iron: IronSession<Partial<SessionData>>, state: SessionState) => {
      const session = new RequestSession(iron, sink, null, state);
      session.clear();
      return session;
    };

    if (!hasCookie) return new RequestSession(await open(blank()), sink, null, 'none');
    let iron: IronSession<Partial<SessionData>>;
    try {
      iron = await open(request);
    } catch {
      // A seal that does not even parse: start from nothing and clear it.
      return cleared(await open(blank()), 'invalid');
    }
    // A seal of another key, a tampered or expired seal unseals as {}: no session.
    const parsed = sessionDataSchema.safeParse({ ...iron });
    if (!parsed.success) return cleared(iron, 'invalid');
    if (sessionState(parsed.data, now) === 'expired') return cleared(iron, 'expired');
    // A copy of a cookie whose logout the provider has not confirmed yet (lib/bff/session-revocation.ts).
    keepRevokingSessions();
    if (await revocationList().has(parsed.data.token)) return cleared(iron, 'revoked');
    return new RequestSession(iron, sink, parsed.data, 'active');
  }

  get data(): SessionData | null {
    return this.current;
  }

  get token(): string | undefined {
    return this.current?.token;
  }

  get user(): User | null {
    return this.current?.user ?? null;
  }

  /** Login and register: a fresh session, nothing of the old one kept. */
  async start(token: string, user: User, now = Date.now()): Promise<void> {
    this.current = { token, user, createdAt: now, seenAt: now };
    await this.save(now);
  }

  /** The user changed (name, verification, a refreshed GET /api/user): same session, new user. */
  async updateUser(user: User, now = Date.now()): Promise<void> {
    if (!this.current) return;
    if (JSON.stringify(this.current.user) === JSON.stringify(user)) return;
    this.current = { ...this.current, user };
    await this.save(now);
  }

  /** GET /api/user: the shopper is here. Written back at most every SESSION_SEEN_REFRESH_MS. */
  async markSeen(now = Date.now()): Promise<void> {
    if (!this.current || now - this.current.seenAt < SESSION_SEEN_REFRESH_MS) return;
    this.current = { ...this.current, seenAt: now };
    await this.save(now);
  }

  /** Logout, expiry, a provider 401: the cookie is removed (same attributes, Max-Age=0). */
  clear(): void {
    this.current = null;
    this.iron.destroy();
    this.changed = true;
  }

  private async save(now: number): Promise<void> {
    const data = this.current;
    if (!data) return;
    const left = Math.max(1, Math.floor((sessionEndsAt(data) - now) / 1000));
    this.iron.updateConfig(sessionOptions(left));
    for (const key of Object.keys(this.iron)) delete (this.iron as Record<string, unknown>)[key];
    Object.assign(this.iron, data);
    await this.iron.save();
    this.changed = true;
  }

  /** Writes the last cookie change of this request onto the answer. */
  applyTo<R extends Response>(response: R): R {
    if (!this.changed) return response;
    const cookies = this.sink.headers.getSetCookie();
    const last = cookies[cookies.length - 1];
    if (last) response.headers.append('Set-Cookie', last);
    return response;
  }
}

/** A cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * For server-rendered private pages (/profile): the session from a cookie value, or null when it
 * is absent, unreadable or expired. Read-only: a page cannot set cookies, so it redirects instead.
 */
export async function readSessionCookie(value: string | undefined, now = Date.now()): Promise<SessionData | null> {
  if (!value) return null;
  const request = new Request('http://session.invalid/', { headers: { cookie: cookieHeader(sessionCookieName(), value) } });
  const session = await RequestSession.load(request, now);
  return session.data;
}
