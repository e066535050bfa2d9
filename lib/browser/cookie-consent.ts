// The cookie-consent choice, kept in localStorage: accept, decline or postpone
// (docs/product/order-states.md). "Postpone" asks again after a day; a malformed stored value asks
// again at once.

export const COOKIE_CONSENT_KEY = 'cookie-consent';
export const POSTPONE_MS = 24 * 60 * 60 * 1000;

export type ConsentChoice = 'accepted' | 'declined' | 'postponed';

export interface StoredConsent {
  choice: ConsentChoice;
  at: number;
}

export function parseConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      'choice' in value &&
      'at' in value &&
      (value.choice === 'accepted' || value.choice === 'declined' || value.choice === 'postponed') &&
      typeof value.at === 'number'
    ) {
      return { choice: value.choice, at: value.at };
    }
  } catch {
    // fall through: ask again
  }
  return null;
}

export function shouldAskConsent(stored: StoredConsent | null, now: number): boolean {
  if (!stored) return true;
  if (stored.choice === 'postponed') return now - stored.at >= POSTPONE_MS;
  return false;
}
