// Random tokens for bearer sessions and e-mailed links: 32 random bytes in base64url (43 characters),
// handed out once and stored only as their SHA-256, so a copy of the database opens no account.
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: its SHA-256 in lower-case hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `text` could be a token this provider issued (anything else is "not found" at once). */
export function isWellFormedToken(text: string): boolean {
  return TOKEN_PATTERN.test(text);
}

/** Lifetimes in seconds (docs/accounts-contract.md). */
export const TOKEN_LIFETIMES = {
  access: 30 * 24 * 3600,
  'verify-email': 48 * 3600,
  'password-reset': 3600,
  'email-update': 3600,
  'password-update': 3600,
} as const;

/**
 * The reset link of an e-mail change notice (mail.ts composeEmailChangeNotice): the old address
 * may read its mail days later, and the link is its way back into the account.
 */
export const NOTICE_RESET_LIFETIME = 7 * 24 * 3600;

export type OneTimeKind = 'verify-email' | 'password-reset' | 'email-update' | 'password-update';
