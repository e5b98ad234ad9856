import { ofetch, type $Fetch } from 'ofetch';
import { requestLanguage } from '@/lib/i18n';
/**
 * The retry rule (docs/PRODUCT.md, "Requests, retries and time-outs"), a constant of the
 * product: these statuses are retried once for GET-like methods and not at all for PATCH,
 * POST, PUT and DELETE unless a call sets `retry` itself. No answer at all is retried too
 * (ofetch retries a request that got no response). It is wider than the temporary failures
 * (./temporary-failure) that the longer waits use: one more read after a 409 or a 500 is cheap,
 * and a read that raced a write often succeeds the second time.
 */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504];

/**
 * The function time-out (docs/PRODUCT.md, "Requests, retries and time-outs"): a request with
 * no answer by then fails (status 0).
 */
export const REQUEST_TIMEOUT_MS = 70_000;

/** Where the API answers; uploads that need progress (XMLHttpRequest) go there too. */
export const API_BASE = '/api';

/** A request's headers with the reader's language, which the server answers errors in. */
export function withLanguage(headers?: HeadersInit): Headers {
  const all = new Headers(headers);
  all.set('Accept-Language', requestLanguage());
  return all;
}

export function createRawClient(fetchImpl?: typeof globalThis.fetch): $Fetch {
  // The global fetch is looked up at each request (tests replace it).
  const send = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  return ofetch.create(
    {
      baseURL: API_BASE,
      retryStatusCodes: RETRY_STATUS_CODES,
      timeout: REQUEST_TIMEOUT_MS,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    },
    // Set on each request, retries included, as the language is read then; a hook could be
    // replaced by a call's own `onRequest`.
    { fetch: (input, init) => send(input, { ...init, headers: withLanguage(init?.headers) }) },
  );
}

/** Client without authentication; the auth session uses it for refresh. */
export const rawClient = createRawClient();
