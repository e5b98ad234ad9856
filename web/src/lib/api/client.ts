import { FetchError, type FetchOptions } from 'ofetch';
import { freshAccessToken, getSnapshot, refreshSession } from '@/lib/auth/session';
import { toApiError } from './errors';
import { rawClient } from './raw';

export interface ApiOptions extends Omit<FetchOptions<'json'>, 'responseType'> {
  /** Send the access token and renew it on a 401. Default true. */
  auth?: boolean;
}

function withToken(options: FetchOptions<'json'>, token: string | null): FetchOptions<'json'> {
  if (!token) return options;
  const headers = new Headers(options.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...options, headers };
}

/**
 * Every call of the app goes through here: JSON to and from /api, the access token attached,
 * one refresh and one repeat on a 401, and failures turned into ApiError.
 */
export async function api<T>(path: string, { auth = true, ...options }: ApiOptions = {}): Promise<T> {
  try {
    const token = auth ? await freshAccessToken() : null;
    try {
      return await rawClient<T>(path, withToken(options, token));
    } catch (error) {
      if (!auth || !(error instanceof FetchError) || error.status !== 401 || !getSnapshot().session) {
        throw error;
      }
      const renewed = await refreshSession().catch(() => null);
      if (!renewed) throw error;
      return await rawClient<T>(path, withToken(options, renewed.accessToken));
    }
  } catch (error) {
    throw toApiError(error);
  }
}
