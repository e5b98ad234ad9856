import { FetchError } from 'ofetch';
import i18n from '@/lib/i18n';
import { SERVER_MESSAGES, type ServerMessageKey } from './server-messages';
import { TEMPORARY_FAILURE_STATUSES } from './temporary-failure';
import type { ErrorBody } from './types';

/** The mapping of HTTP statuses to codes (docs/PRODUCT.md, "Error codes"), used when a body carries none. */
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
  /** A refused precondition's records as they are now (attendance marks changed meanwhile). */
  readonly conflicts: unknown[];

  /** `message` and `fields` are the server's English; the error carries them in the reader's language. */
  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}, conflicts: unknown[] = []) {
    super(localizeMessage(message, code));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, localizeMessage(text, code)]));
    this.conflicts = conflicts;
  }

  /** No answer at all (offline, a time-out): trying again later may work. */
  get unreachable(): boolean {
    return this.status === 0 && this.code === 'unavailable';
  }
}

/**
 * No answer, a time-out, or a temporary failure (./temporary-failure: 408, 425, 429, 502, 503,
 * 504): the server is away for now. What was last read is worth more than an error then, and
 * asking again later may work.
 */
export function isServerUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.unreachable || TEMPORARY_FAILURE_STATUSES.includes(error.status));
}

/** Each server message as a pattern: its `{{name}}` parts match any text, which becomes that value. */
const PATTERNS = (Object.entries(SERVER_MESSAGES) as [ServerMessageKey, string][])
  .map(([key, template]) => {
    const names: string[] = [];
    const source = template
      .split(/\{\{(\w+)\}\}/)
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`, 's') };
  })
  // Whole sentences before those with values ('Email is required.' before '{{label}} is required.').
  .sort((a, b) => a.names.length - b.names.length);

/**
 * The server's English message in the reader's language: a known message from the locale with its
 * values put back, an unknown one by its code (kept as it is while the reader reads English).
 */
export function localizeMessage(message: string, code: string): string {
  for (const { key, names, pattern } of PATTERNS) {
    const found = pattern.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, found[index + 1]]));
    const path = `serverMessages.${key}`;
    // Keys made from what the server sent: `exists` checks them, the types cannot.
    return i18n.exists(path) ? i18n.t(path as never, values) : message;
  }
  const byCode = `errorCodes.${code}`;
  return i18n.resolvedLanguage !== 'en' && i18n.exists(byCode) ? i18n.t(byCode as never) : message;
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
      return new ApiError(0, 'unavailable', SERVER_MESSAGES.unreachable);
    }
    const body = isErrorBody(error.data) ? error.data.error : undefined;
    return new ApiError(
      status,
      body?.code ?? codeForStatus(status),
      body?.message ?? error.statusText ?? `Request failed with status ${status}`,
      body?.fields ?? {},
      Array.isArray(body?.conflicts) ? body.conflicts : [],
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(0, 'unknown', message);
}
