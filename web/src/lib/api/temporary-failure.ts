/**
 * The one list of "temporary failure" answers: the request was fine, the server could not take
 * it now, and the same request a little later may well succeed. The storage retry budget,
 * gallery uploads, waiting attendance marks and the "Can't reach the server" rule read it from
 * here. (The client's single retry of a read is the product's own list, in ./raw.ts.)
 *
 * - 408 Request Timeout, 425 Too Early, 429 Too Many Requests: "not now", said by the server.
 * - 502 Bad Gateway, 503 Service Unavailable, 504 Gateway Timeout: a proxy with no server
 *   behind it, a server overloaded or restarting.
 * - Not 500: the server's own failure on this request, which sending it again usually repeats;
 *   it is shown as an error. Not 409: a conflict stays one until something else changes.
 */
export const TEMPORARY_FAILURE_STATUSES: readonly number[] = [408, 425, 429, 502, 503, 504];

/** `ApiError.status` when no answer came at all (offline, a time-out, a dropped connection). */
export const NO_ANSWER = 0;

const TEMPORARY = new Set([NO_ANSWER, ...TEMPORARY_FAILURE_STATUSES]);

/** No answer, or one of the statuses above: worth sending again later. */
export function isTemporaryFailure(status: number): boolean {
  return TEMPORARY.has(status);
}
