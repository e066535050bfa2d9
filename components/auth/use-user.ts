'use client';
// Who is signed in, asked of the BFF (GET /api/user) and kept only in this module's memory: the
// session itself is an httpOnly cookie, so nothing about the user is written to localStorage.
// Checked when the first reader mounts on every page load, and again when the window regains focus,
// so a login or logout in another tab shows here too. A store of the shop's own rather than SWR, which every page would otherwise load
// first: readers mounting together share one check (a check started less than USER_DEDUPE_MS ago
// is reused), focus checks come at most every USER_FOCUS_THROTTLE_MS, and an answer that arrives
// after the user was set or cleared (a login, a logout) is dropped. What the account pages fetch
// for the account stays in SWR (use-user-cache.ts clears it at logout).
import { useLocale } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { currentUser } from '@/lib/client/user';
import type { User } from '@/lib/types/account';

/** The user's key in the account pages' SWR cache, and the path of the check. */
export const USER_KEY = '/api/user';
/** The cabinet's own reading of the balance; a payment revalidates it with the user. */
export const BALANCE_KEY = '/api/user/balance';

/** A check asked for less than this after the last one started reuses it. */
export const USER_DEDUPE_MS = 2000;
/** The least time between two checks made because the window regained focus. */
export const USER_FOCUS_THROTTLE_MS = 5000;

export type UserState =
  | { status: 'loading'; user: undefined }
  | { status: 'guest'; user: null }
  | { status: 'signed-in'; user: User }
  /** The check itself failed (offline, shop down): the last known user, if any, is kept. */
  | { status: 'error'; user: User | null | undefined };

interface Known {
  /** undefined: not answered yet; null: a guest. */
  user: User | null | undefined;
  /** The last check failed. */
  failed: boolean;
}

let known: Known = { user: undefined, failed: false };
const listeners = new Set<() => void>();
let locale = 'pt-BR';
let inFlight: Promise<void> | null = null;
let startedAt = -Infinity;
let focusAt = -Infinity;
/** Numbers the checks: only the latest one's answer counts. */
let latestCheck = 0;
/** Counts the writes (set, clear): an answer to a check started before one is dropped. */
let writes = 0;
let timing = { dedupeMs: USER_DEDUPE_MS, focusThrottleMs: USER_FOCUS_THROTTLE_MS };
/** What else is checked again when the window regains focus (the signed-in basket). */
const focusFollowers = new Set<() => void>();

function publish(next: Known) {
  known = next;
  for (const listener of listeners) listener();
}

async function fetchUser(forLocale: string): Promise<User | null> {
  const result = await currentUser(forLocale);
  // A guest is a 200 with `user: null` (no failing request in the console); a 401 still means
  // nobody, from a server deployed before that answer.
  if (result.ok) return result.data.user ?? null;
  if (result.status === 401) return null;
  throw new Error(`GET ${USER_KEY} answered ${result.status}`);
}

/** Asks the BFF; `reuse`: a check started less than USER_DEDUPE_MS ago is enough. */
function check(reuse: boolean): Promise<void> {
  if (reuse && (inFlight || Date.now() - startedAt < timing.dedupeMs)) return inFlight ?? Promise.resolve();
  const id = ++latestCheck;
  const writesBefore = writes;
  startedAt = Date.now();
  const counts = () => id === latestCheck && writesBefore === writes;
  const request = fetchUser(locale).then(
    (user) => {
      if (counts()) publish({ user, failed: false });
    },
    () => {
      if (counts()) publish({ user: known.user, failed: true });
    },
  );
  const tracked = request.finally(() => {
    if (inFlight === tracked) inFlight = null;
  });
  inFlight = tracked;
  return tracked;
}

function onFocus() {
  if (document.visibilityState === 'hidden') return;
  const now = Date.now();
  if (now - focusAt < timing.focusThrottleMs) return;
  focusAt = now;
  void check(true);
  for (const follower of focusFollowers) follower();
}

/**
 * Calls `follower` each time the user is checked again because the window regained focus (as
 * often, and not more often, than that check); returns how to stop.
 */
export function onUserFocusCheck(follower: () => void): () => void {
  focusFollowers.add(follower);
  return () => focusFollowers.delete(follower);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    }
  };
}

const snapshot = () => known;
/** Server rendering and hydration: nobody known yet. */
const SERVER_KNOWN: Known = { user: undefined, failed: false };

/** Ask the BFF again (after a change that the answer did not carry, a payment, an ended session). */
export function revalidateUser(): Promise<void> {
  return check(false);
}

/** The user the BFF just answered with (login, register, name change). */
export async function setUser(user: User): Promise<void> {
  writes += 1;
  publish({ user, failed: false });
}

/** Logout: the visitor is a guest now. */
export async function clearUser(): Promise<void> {
  writes += 1;
  publish({ user: null, failed: false });
}

/** Forgets everything, as a new page would (tests); `timing` overrides the dedupe and focus throttle. */
export function resetUserStore(options: Partial<typeof timing> = {}) {
  known = { user: undefined, failed: false };
  inFlight = null;
  startedAt = -Infinity;
  focusAt = -Infinity;
  latestCheck += 1;
  writes += 1;
  timing = { dedupeMs: USER_DEDUPE_MS, focusThrottleMs: USER_FOCUS_THROTTLE_MS, ...options };
  for (const listener of listeners) listener();
}

/** `knownUser`: what a server-rendered page already knows, shown until the BFF answers. */
export function useUser(knownUser?: User): UserState & { refresh: () => Promise<unknown> } {
  const pageLocale = useLocale();
  const current = useSyncExternalStore(subscribe, snapshot, () => SERVER_KNOWN);
  useEffect(() => {
    locale = pageLocale;
    void check(true);
  }, [pageLocale]);
  const refresh = revalidateUser;
  const user = current.user === undefined ? knownUser : current.user;
  if (current.failed && user === undefined) return { status: 'error', user: undefined, refresh };
  if (user === undefined) return { status: 'loading', user: undefined, refresh };
  if (user === null) return { status: 'guest', user: null, refresh };
  if (current.failed) return { status: 'error', user, refresh };
  return { status: 'signed-in', user, refresh };
}
