// The accounts' SQL: users, bearer tokens and the single-use tokens of e-mailed links. Tokens reach
// the database only as their SHA-256 (tokens.ts); expiry is judged by the database clock.
import type { Queryable } from '../db/types';
import { newToken, tokenHash, TOKEN_LIFETIMES, type OneTimeKind } from './tokens';

/** What the API shows of an account (docs/accounts-contract.md "User"). */
export interface User {
  id: number;
  email: string;
  name: string;
  verified: boolean;
  /** Euro cents. */
  balance: number;
}

interface UserRow {
  id: number;
  email: string;
  name: string;
  verified: boolean;
  balance_cents: number;
}

const USER_COLUMNS = 'u.id, u.email, u.name, u.verified, u.balance_cents';

export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  verified: row.verified,
  balance: row.balance_cents,
});

/** Postgres's "unique_violation": a concurrent insert or update took the same e-mail. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

export async function userById(db: Queryable, id: number): Promise<User | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

/** The account of a (normalised) e-mail with its password hash, or null. */
export async function userByEmail(db: Queryable, email: string): Promise<(User & { passwordHash: string }) | null> {
  const rows = await db.query<UserRow & { password_hash: string }>(
    `SELECT ${USER_COLUMNS}, u.password_hash FROM users u WHERE u.email = $1`,
    [email],
  );
  const row = rows[0];
  return row ? { ...toUser(row), passwordHash: row.password_hash } : null;
}

export async function passwordHashOf(db: Queryable, userId: number): Promise<string | null> {
  const rows = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}

export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE email = $1', [email])).length > 0;
}

/** A new account, or null when the e-mail is taken. */
export async function createUser(
  db: Queryable,
  fields: { email: string; name: string; passwordHash: string },
): Promise<User | null> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING
     RETURNING id, email, name, verified, balance_cents`,
    [fields.email, fields.name, fields.passwordHash],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export async function updateName(db: Queryable, userId: number, name: string): Promise<User | null> {
  const rows = await db.query<UserRow>(
    `UPDATE users SET name = $2, updated_at = now() WHERE id = $1 RETURNING id, email, name, verified, balance_cents`,
    [userId, name],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export async function markVerified(db: Queryable, userId: number): Promise<User | null> {
  const rows = await db.query<UserRow>(
    `UPDATE users SET verified = true, updated_at = now() WHERE id = $1 RETURNING id, email, name, verified, balance_cents`,
    [userId],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

/** Sets a new e-mail (and verified, since the link reached it); throws a unique violation if taken. */
export async function changeEmail(db: Queryable, userId: number, email: string): Promise<User | null> {
  const rows = await db.query<UserRow>(
    `UPDATE users SET email = $2, verified = true, updated_at = now() WHERE id = $1
     RETURNING id, email, name, verified, balance_cents`,
    [userId, email],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
}

// Bearer tokens.

export async function issueAccessToken(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO access_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + $3::integer * interval '1 second')`,
    [tokenHash(token), userId, TOKEN_LIFETIMES.access],
  );
  return token;
}

/** The account of a live (unrevoked, unexpired) bearer token, or null. Notes when it was last used. */
export async function userByAccessToken(db: Queryable, token: string): Promise<User | null> {
  const rows = await db.query<UserRow & { token_id: string; fresh: boolean }>(
    `SELECT ${USER_COLUMNS}, t.id AS token_id,
       (t.last_used_at IS NOT NULL AND t.last_used_at > now() - interval '1 minute') AS fresh
     FROM access_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()`,
    [tokenHash(token)],
  );
  const row = rows[0];
  if (!row) return null;
  // At most one write a minute per token.
  if (!row.fresh) await db.query('UPDATE access_tokens SET last_used_at = now() WHERE id = $1', [row.token_id]);
  return toUser(row);
}

export async function revokeAccessToken(db: Queryable, token: string): Promise<void> {
  await db.query('UPDATE access_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash(token)]);
}

/** Revokes every live bearer token of the account except `keep` (when given). */
export async function revokeUserTokens(db: Queryable, userId: number, keep: string | null = null): Promise<void> {
  await db.query(
    `UPDATE access_tokens SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2::text)`,
    [userId, keep === null ? null : tokenHash(keep)],
  );
}

// Single-use tokens.

/** Issues a link token; `replacePending` voids the account's unused tokens of that kind first. */
export async function issueOneTimeToken(
  db: Queryable,
  userId: number,
  kind: OneTimeKind,
  payload: Record<string, unknown> = {},
  options: { replacePending?: boolean; lifetimeSeconds?: number } = {},
): Promise<string> {
  if (options.replacePending) await voidPendingTokens(db, userId, [kind]);
  const token = newToken();
  await db.query(
    `INSERT INTO one_time_tokens (token_hash, user_id, kind, payload, expires_at)
     VALUES ($1, $2, $3, $4::jsonb, now() + $5::integer * interval '1 second')`,
    [tokenHash(token), userId, kind, JSON.stringify(payload), options.lifetimeSeconds ?? TOKEN_LIFETIMES[kind]],
  );
  return token;
}

/**
 * Marks the account's unused tokens of these kinds as used. `keepRestoring`: the reset links of
 * e-mail change notices (payload `restore_email`) stay usable: they are the old address's way back.
 */
export async function voidPendingTokens(db: Queryable, userId: number, kinds: OneTimeKind[], options: { keepRestoring?: boolean } = {}): Promise<void> {
  await db.query(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE user_id = $1 AND kind = ANY($2::text[]) AND used_at IS NULL AND NOT ($3::boolean AND payload ? 'restore_email')`,
    [userId, kinds, options.keepRestoring === true],
  );
}

export interface UsableToken {
  userId: number;
  email: string;
  payload: Record<string, unknown>;
}

/** Whether a link token is still usable, without using it up. */
export async function peekOneTimeToken(db: Queryable, token: string, kind: OneTimeKind): Promise<UsableToken | null> {
  const rows = await db.query<{ user_id: number; email: string; payload: Record<string, unknown> }>(
    `SELECT t.user_id, u.email, t.payload FROM one_time_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.kind = $2 AND t.used_at IS NULL AND t.expires_at > now()`,
    [tokenHash(token), kind],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, email: row.email, payload: row.payload } : null;
}

/**
 * Uses a link token up, or returns null when it is unknown, of another kind, expired or already used.
 * One UPDATE decides: of two concurrent uses, the second finds used_at set and gets nothing.
 */
export async function consumeOneTimeToken(db: Queryable, token: string, kind: OneTimeKind): Promise<UsableToken | null> {
  const rows = await db.query<{ user_id: number; payload: Record<string, unknown> }>(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, payload`,
    [tokenHash(token), kind],
  );
  const row = rows[0];
  if (!row) return null;
  const owner = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [row.user_id]);
  return { userId: row.user_id, email: owner[0]?.email ?? '', payload: row.payload };
}
