import { FetchError, type FetchOptions, type ResponseType } from 'ofetch';
import { freshAccessToken, getSnapshot, refreshSession } from '@/lib/auth/session';
import { reportServerReached } from '@/lib/offline/network-status';
import { answerError, isServerUnreachable, toApiError } from './errors';
import { rawClient } from './raw';

export interface ApiOptions extends Omit<FetchOptions<'json'>, 'responseType'> {
  /** Send the access token and renew it on a 401. Default true. */
  auth?: boolean;
}

function withToken<R extends ResponseType>(options: FetchOptions<R>, token: string | null): FetchOptions<R> {
  if (!token) return options;
  const headers = new Headers(options.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...options, headers };
}

/**
 * Every call of the app goes through here: JSON to and from /api, the access token attached,
 * one refresh and one repeat on a 401, and failures turned into ApiError.
 */
export function api<T>(path: string, { auth = true, ...options }: ApiOptions = {}): Promise<T> {
  return authorized(auth, (token) => rawClient<T>(path, withToken(options, token)));
}

/** The same for a file (CSV exports, a father's data): the body as a Blob. */
export function apiBlob(path: string, { auth = true, ...options }: ApiOptions = {}): Promise<Blob> {
  const blobOptions: FetchOptions<'blob'> = { ...(options as FetchOptions<'blob'>), responseType: 'blob' };
  return authorized(auth, (token) => rawClient<Blob, 'blob'>(path, withToken(blobOptions, token)).catch(readRefusal));
}

/**
 * A refused file comes with the server's error body as a Blob too: read, it says why (a father
 * with no record, a range too long) instead of a bare status. A 401 is left for the renewal.
 */
async function readRefusal(error: unknown): Promise<never> {
  if (error instanceof FetchError && error.status !== 401 && typeof (error.data as Blob | undefined)?.text === 'function') {
    const body: unknown = await (error.data as Blob).text().then(JSON.parse, () => null).catch(() => null);
    throw answerError(error.status ?? 0, body);
  }
  throw error;
}

async function authorized<T>(auth: boolean, send: (token: string | null) => Promise<T>): Promise<T> {
  try {
    const answer = await authorizedOnce(auth, send);
    reportServerReached(true);
    return answer;
  } catch (error) {
    const failure = toApiError(error);
    reportServerReached(!isServerUnreachable(failure));
    throw failure;
  }
}

async function authorizedOnce<T>(auth: boolean, send: (token: string | null) => Promise<T>): Promise<T> {
  try {
    const token = auth ? await freshAccessToken() : null;
    try {
      return await send(token);
    } catch (error) {
      if (!auth || !(error instanceof FetchError) || error.status !== 401 || !getSnapshot().session) {
        throw error;
      }
      const renewed = await refreshSession().catch(() => null);
      if (!renewed) throw error;
      return await send(renewed.accessToken);
    }
  } catch (error) {
    throw toApiError(error);
  }
}
