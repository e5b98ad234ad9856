import createClient, { type Client, type ClientPathsWithMethod, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import { FetchError, type FetchOptions } from 'ofetch';
import { freshAccessToken, getSnapshot, refreshSession } from '@/lib/auth/session';
import { reportServerReached } from '@/lib/offline/network-status';
import { ApiError, answerError, isServerUnreachable, toApiError } from './errors';
import { rawClient } from './raw';
import type { paths } from './schema.gen';

/**
 * What openapi-fetch builds for a call, kept as a URL and its init rather than a Request: the
 * transport (ofetch, ./raw) sends it with today's retry rule, time-out and language, and a test's
 * fetch stub sees the same `(url, init)` as before. Nothing but the transport reads it. It leans
 * on openapi-fetch only constructing it and reading `method`: the version is pinned exactly in
 * package.json, and every unit test of a call goes through it, so an upgrade that reads more
 * fails there, not in a user's hands.
 */
class Outgoing {
  readonly url: string;
  readonly init: RequestInit;
  readonly method: string;
  constructor(url: string, init: RequestInit) {
    this.url = url;
    this.init = init;
    this.method = init.method ?? 'GET';
  }
}

/**
 * Sends through ofetch and hands the answer, read or not, back to openapi-fetch to parse. The
 * body is left as a stream so that it is read once, by openapi-fetch, whether the status is an
 * error (which ofetch throws, after its retries) or not.
 */
async function transport(request: Request): Promise<Response> {
  // Built by `Outgoing` below, not by the Request constructor.
  const { url, init } = request as unknown as Outgoing;
  try {
    return await rawClient.raw(url, { ...(init as FetchOptions<'stream'>), baseURL: '', responseType: 'stream' });
  } catch (error) {
    if (error instanceof FetchError && error.response) return error.response;
    throw error;
  }
}

// The paths of the document start with /api already.
const typed: Client<paths> = createClient<paths>({
  // openapi-fetch only constructs it and reads its `method`: see `Outgoing`.
  Request: Outgoing as unknown as typeof Request,
  fetch: transport,
});

type Verb = 'get' | 'put' | 'post' | 'patch' | 'delete';
type Path<M extends Verb> = ClientPathsWithMethod<Client<paths>, M>;
type Init<M extends Verb, P extends Path<M>> = MaybeOptionalInit<paths[P], M>;
interface Auth {
  /** Whether the call sends the access token (and renews it on a 401); the default is true. */
  auth?: boolean;
  /** Sees a successful answer's response, for its headers (a list's next cursor). */
  onResponse?: (response: Response) => void;
}
type Args<I> = [I] extends [undefined] ? [init?: Exclude<I, undefined> & Auth] : undefined extends I ? [init?: Exclude<I, undefined> & Auth] : [init: I & Auth];
type Data<M extends Verb, P extends Path<M>, I> = NonNullable<FetchResponse<paths[P][M] & Record<string | number, unknown>, I, `${string}/${string}`>['data']>;
/** An answer with no body (204) is `void`. */
type Answer<T> = [T] extends [never] ? void : T;

/** The query parameters of a GET path, as the document states them (`satisfies QueryOf<'/api/users'>`). */
export type QueryOf<P extends Path<'get'>> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;

type Call<M extends Verb> = <P extends Path<M>, I extends Init<M, P>>(path: P, ...init: Args<I>) => Promise<Answer<Data<M, P, I>>>;

function call<M extends Verb>(method: M): Call<M> {
  const send = typed[method.toUpperCase() as Uppercase<M>] as unknown as (path: string, init: Record<string, unknown>) => Promise<FetchResponse<Record<string, never>, unknown, `${string}/${string}`>>;
  return ((path: string, init: (Record<string, unknown> & Auth) | undefined) => {
    const { auth = true, onResponse, ...options } = init ?? {};
    return authorized(auth, async (token) => {
      const headers = new Headers(options.headers as HeadersInit | undefined);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const { data, error, response } = await send(path, { ...options, headers });
      if (!response.ok) throw answerError(response.status, error);
      onResponse?.(response);
      return data;
    });
  }) as unknown as Call<M>;
}

/**
 * Every call of the app goes through these, typed by the OpenAPI document's paths: the path, its
 * parameters (`params: { path, query }`) and the body are checked, and the answer's type is the
 * document's. The access token goes along, a 401 renews it once and repeats the call, and a
 * failure is thrown as ApiError. `parseAs: 'blob'` reads a file (CSV exports, a father's data);
 * a refused one says why from its error body like any other call.
 *
 * The init is inferred, so the types of the names the document knows are checked but a name it
 * does not know is let through: a query is written `{ … } satisfies QueryOf<'/api/…'>`, which
 * refuses a misspelt parameter.
 */
export const GET = call('get');
export const POST = call('post');
export const PUT = call('put');
export const PATCH = call('patch');
export const DELETE = call('delete');

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

/** An answer's refusal is an ApiError already (`answerError`); only a 401 renews the token. */
function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Sends once, and once more after renewing the session on a 401; `authorized` converts what it throws. */
async function authorizedOnce<T>(auth: boolean, send: (token: string | null) => Promise<T>): Promise<T> {
  const token = auth ? await freshAccessToken() : null;
  try {
    return await send(token);
  } catch (error) {
    if (!auth || !isUnauthenticated(error) || !getSnapshot().session) {
      throw error;
    }
    const renewed = await refreshSession().catch(() => null);
    if (!renewed) throw error;
    return await send(renewed.accessToken);
  }
}
