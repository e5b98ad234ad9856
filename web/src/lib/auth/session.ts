import { FetchError } from 'ofetch';
import { rawClient } from '@/lib/api/raw';
import type { AuthAnswer, User } from '@/lib/api/types';

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
}

let snapshot: AuthSnapshot = { ready: false, session: null };
const listeners = new Set<() => void>();
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<Session | null> | null = null;
let startup: Promise<Session | null> | null = null;

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
  scheduleRefresh(session);
  return session;
}

/** Replaces the signed-in user's profile (after PATCH /api/me) without touching tokens. */
export function updateUser(user: User) {
  if (snapshot.session) publish({ ...snapshot, session: { ...snapshot.session, user } });
}

export function clearSession() {
  clearTimeout(refreshTimer);
  publish({ ready: true, session: null });
}

/**
 * Renews the access token with the httpOnly refresh cookie. Concurrent callers share one
 * request, because the server rotates the cookie and a second refresh would race the first.
 * Resolves null (and signs out) when the server refuses; throws on other failures.
 */
export function refreshSession(): Promise<Session | null> {
  inFlight ??= rawClient<AuthAnswer>('/auth/refresh', { method: 'POST' })
    .then((answer) => setSession(answer))
    .catch((error: unknown) => {
      if (error instanceof FetchError && (error.status === 401 || error.status === 403)) {
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

/** Called once at start: the refresh cookie keeps a session alive across page loads. */
export function restoreSession(): Promise<Session | null> {
  startup ??= refreshSession().catch(() => {
    clearSession();
    return null;
  });
  return startup;
}

/** Makes sure the token sent next is not about to expire. */
export async function freshAccessToken(): Promise<string | null> {
  const session = snapshot.session;
  if (!session) return null;
  if (!isExpiring(session)) return session.accessToken;
  const renewed = await refreshSession().catch(() => null);
  return renewed?.accessToken ?? null;
}

/** Test helper: forget everything, as after a fresh page load. */
export function resetSessionForTests(next: AuthSnapshot = { ready: false, session: null }) {
  clearTimeout(refreshTimer);
  inFlight = null;
  startup = null;
  publish(next);
}
