import { FetchError } from 'ofetch';
import i18n from '@/lib/i18n';
import type { ServerMessageKey } from '@/lib/i18n/server-messages.gen';
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

type Values = Record<string, string>;

/**
 * What an error answer says beside its code and message (docs/CONTRACT.md, "HTTP"): the key of its
 * sentence in the server's catalogue and its values, and for invalid input each field's sentence.
 * Any part may be missing: an answer from an older server, or from a proxy, carries less.
 */
export interface ErrorDetails {
  key?: string;
  params?: Values;
  fields?: Values;
  fieldKeys?: Values;
  fieldParams?: Record<string, Values>;
  /** A refused precondition's records as they are now (attendance marks changed meanwhile). */
  conflicts?: unknown[];
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The server's sentence, when the reader's strings know its key: code recognises an error by it, never by its text. */
  readonly key: ServerMessageKey | undefined;
  /** The values the sentence names, by name. */
  readonly params: Values;
  /** Each bad field's message, in the reader's language. */
  readonly fields: Values;
  /** Each bad field's sentence, for the keys the reader's strings know. */
  readonly fieldKeys: Record<string, ServerMessageKey>;
  readonly conflicts: unknown[];

  /**
   * The message is the reader's language's sentence for a known `key`, with its values; else
   * `message` (an answer's is in the language the request asked for); else the code's own.
   * Fields likewise. The text is fixed here: a language switched later does not change it.
   */
  constructor(status: number, code: string, message?: string, details: ErrorDetails = {}) {
    const key = knownKey(details.key);
    super(key ? sentence(key, details.params) : message || codeMessage(code));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.key = key;
    this.params = details.params ?? {};
    this.fieldKeys = {};
    this.fields = {};
    for (const name of new Set([...Object.keys(details.fields ?? {}), ...Object.keys(details.fieldKeys ?? {})])) {
      const fieldKey = knownKey(details.fieldKeys?.[name]);
      if (fieldKey) this.fieldKeys[name] = fieldKey;
      const text = fieldKey ? sentence(fieldKey, details.fieldParams?.[name]) : details.fields?.[name];
      if (text) this.fields[name] = text;
    }
    this.conflicts = details.conflicts ?? [];
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

/** A key the reader's strings have a sentence for; one from a newer server is not. */
function knownKey(key: string | undefined): ServerMessageKey | undefined {
  // Made from what the server sent: one segment, and `exists` checks it, as the types cannot.
  return key && /^\w+$/.test(key) && i18n.exists(`serverMessages.${key}`) ? (key as ServerMessageKey) : undefined;
}

function sentence(key: ServerMessageKey, params: Values | undefined): string {
  // The values go in `replace`: one named like an option of t() (`count`, `lng`) stays a value.
  return i18n.t(`serverMessages.${key}` as never, { replace: params ?? {} });
}

function codeMessage(code: string): string {
  const path = `errorCodes.${code}`;
  return i18n.t((i18n.exists(path) ? path : 'errorCodes.unknown') as never);
}

export function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'unknown');
}

function isErrorBody(data: unknown): data is ErrorBody {
  return typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'object' && data.error !== null;
}

/** No answer came: offline, or the server is away. */
export function unreachableError(): ApiError {
  return new ApiError(0, 'unavailable', i18n.t('clientMessages.unreachable'));
}

/** An answer with status `status` whose body (parsed, if it was JSON) is `data`, as an ApiError. */
export function answerError(status: number, data: unknown): ApiError {
  const body: Partial<ErrorBody['error']> = isErrorBody(data) ? data.error : {};
  return new ApiError(status, body.code ?? codeForStatus(status), body.message, {
    ...body,
    conflicts: Array.isArray(body.conflicts) ? body.conflicts : [],
  });
}

/** Turns whatever a request threw into an ApiError carrying the server's code and message. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.status ?? error.response?.status ?? 0;
    return status === 0 ? unreachableError() : answerError(status, error.data);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(0, 'unknown', message);
}
