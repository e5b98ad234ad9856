import { ofetch, type $Fetch } from 'ofetch';
import { TEMPORARY_FAILURE_STATUSES } from './temporary-failure';

/**
 * The retry rule (docs/PRODUCT.md, "Requests, retries and time-outs"): the temporary failures
 * (./temporary-failure) are retried once for GET-like methods and not at all for PATCH, POST,
 * PUT and DELETE unless a call sets `retry` itself. No answer at all is retried too (ofetch
 * retries a request that got no response).
 */
export const RETRY_STATUS_CODES = [...TEMPORARY_FAILURE_STATUSES];

/**
 * The function time-out (docs/PRODUCT.md, "Requests, retries and time-outs"): a request with
 * no answer by then fails (status 0).
 */
export const REQUEST_TIMEOUT_MS = 70_000;

/** Where the API answers; uploads that need progress (XMLHttpRequest) go there too. */
export const API_BASE = '/api';

export function createRawClient(fetchImpl?: typeof globalThis.fetch): $Fetch {
  return ofetch.create(
    {
      baseURL: API_BASE,
      retryStatusCodes: RETRY_STATUS_CODES,
      timeout: REQUEST_TIMEOUT_MS,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    },
    fetchImpl ? { fetch: fetchImpl } : {},
  );
}

/** Client without authentication; the auth session uses it for refresh. */
export const rawClient = createRawClient();
