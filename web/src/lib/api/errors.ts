import { FetchError } from 'ofetch';
import type { ErrorBody } from './types';

/** The specification's mapping of HTTP statuses to codes, used when a body carries none. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'unknown');
}

function isErrorBody(data: unknown): data is ErrorBody {
  return typeof data === 'object' && data !== null && 'error' in data;
}

/** Turns whatever a request threw into an ApiError carrying the server's code and message. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.status ?? error.response?.status ?? 0;
    if (status === 0) {
      return new ApiError(0, 'unavailable', 'The server could not be reached. Check your connection.');
    }
    const body = isErrorBody(error.data) ? error.data.error : undefined;
    return new ApiError(
      status,
      body?.code ?? codeForStatus(status),
      body?.message ?? error.statusText ?? `Request failed with status ${status}`,
      body?.fields ?? {},
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(0, 'unknown', message);
}
