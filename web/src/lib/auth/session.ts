import { FetchError } from 'ofetch';
import { rawClient } from '@/lib/api/raw';
import type { AuthAnswer, User } from '@/lib/api/types';
import { forgetLastUser, readLastUser, rememberLastUser } from './last-user';

/** The access token is treated as expired this long before the server's expiresAt. */
export const EXPIRY_MARGIN_MS = 30_000;

export interface Session {
  user: User;
  accessToken: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export interface AuthSnapshot {
  /** False until the start-up refresh has answered; guards wait for it. */
  ready: boolean;
  session: Session | null;
  /**
   * True while the session is the one saved on this device because the server could not be
   * reached to renew it (offline, 5xx): the app shows what it saved, and keeps trying.
   */
  unconfirmed?: boolean;
}

/** Renewals that fail for want of a network are tried again after this long, then doubled. */
export const RESTORE_RETRY_MS = 2000;
export const RESTORE_RETRY_MAX_MS = 60_000;

let snapshot: AuthSnapshot = { ready: false, session: null };
const listeners = new Set<() => void>();
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<Session | null> | null = null;
let startup: Promise<Session | null> | null = null;
let restoreTimer: ReturnType<typeof setTimeout> | undefined;
let restoreDelay = RESTORE_RETRY_MS;

function publish(next: AuthSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSnapshot(): AuthSnapshot {
  return snapshot;
}

export function getAccessToken(): string | null {
  return snapshot.session?.accessToken ?? null;
}

export function isExpiring(session: Session, now = Date.now()): boolean {
  return now >= session.expiresAt - EXPIRY_MARGIN_MS;
}

function scheduleRefresh(session: Session) {
  clearTimeout(refreshTimer);
  const delay = Math.max(session.expiresAt - EXPIRY_MARGIN_MS - Date.now(), 0);
  refreshTimer = setTimeout(() => {
    void refreshSession().catch(() => undefined);
  }, delay);
}

/** Stores the answer of sign-in, register or refresh and plans the next renewal. */
export function setSession(answer: AuthAnswer): Session {
  const session: Session = {
    user: answer.user,
    accessToken: answer.accessToken,
    expiresAt: Date.parse(answer.expiresAt),
  };
  publish({ ready: true, session });
  rememberLastUser(session.user);
  scheduleRefresh(session);
  return session;
}

/** Replaces the signed-in user's profile (after PATCH /api/me) without touching tokens. */
export function updateUser(user: User) {
  if (snapshot.session) {
    publish({ ...snapshot, session: { ...snapshot.session, user } });
    rememberLastUser(user);
  }
}

export function clearSession() {
  clearTimeout(refreshTimer);
  stopRestoring();
  forgetLastUser();
  publish({ ready: true, session: null });
}

/**
 * Renews the access token with the httpOnly refresh cookie. Concurrent callers share one
 * request, because the server rotates the cookie and a second refresh would race the first.
 * Resolves null (and signs out) only when the server refuses (401); throws on other failures
 * (no network, 5xx), which leave the session as it was.
 */
export function refreshSession(): Promise<Session | null> {
  inFlight ??= rawClient<AuthAnswer>('/auth/refresh', { method: 'POST' })
    .then((answer) => {
      stopRestoring();
      return setSession(answer);
    })
    .catch((error: unknown) => {
      if (error instanceof FetchError && error.status === 401) {
        clearSession();
        return null;
      }
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function stopRestoring() {
  clearTimeout(restoreTimer);
  restoreTimer = undefined;
  restoreDelay = RESTORE_RETRY_MS;
  if (typeof window !== 'undefined') window.removeEventListener('online', retryRestoreNow);
}

function retryRestoreNow() {
  clearTimeout(restoreTimer);
  void refreshSession().catch(scheduleRestore);
}

/** Tries the renewal again later (and at once when the browser is back online). */
function scheduleRestore() {
  clearTimeout(restoreTimer);
  if (typeof window !== 'undefined') window.addEventListener('online', retryRestoreNow);
  restoreTimer = setTimeout(retryRestoreNow, restoreDelay);
  restoreDelay = Math.min(restoreDelay * 2, RESTORE_RETRY_MAX_MS);
}

/**
 * Called once at start: the refresh cookie keeps a session alive across page loads. When the
 * server cannot be reached, the person last signed in on this device stays signed in (with
 * no token yet) so the app can show what it saved, and the renewal is tried again until the
 * server answers; only a refusal (401) signs out.
 */
export function restoreSession(): Promise<Session | null> {
  startup ??= refreshSession().catch(() => {
    const user = readLastUser();
    if (!user) {
      clearSession();
      return null;
    }
    const session: Session = { user, accessToken: '', expiresAt: 0 };
    publish({ ready: true, session, unconfirmed: true });
    scheduleRestore();
    return session;
  });
  return startup;
}

/**
 * Makes sure the token sent next is not about to expire. A renewal that fails for want of a
 * network fails the call with that error (not a 401 that would look like a sign-out).
 */
export async function freshAccessToken(): Promise<string | null> {
  const session = snapshot.session;
  if (!session) return null;
  if (!isExpiring(session)) return session.accessToken;
  const renewed = await refreshSession();
  return renewed?.accessToken ?? null;
}

/** Test helper: forget everything, as after a fresh page load. */
export function resetSessionForTests(next: AuthSnapshot = { ready: false, session: null }) {
  clearTimeout(refreshTimer);
  stopRestoring();
  inFlight = null;
  startup = null;
  publish(next);
}
