// Check-in (docs/PRODUCT.md, "Reminders, RSVP and check-in"): a session's code, shown by staff as
// a QR code, and a father checking in with it. The shapes are the server's (schema.gen.ts).
import { GET, POST } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

/** A session's check-in code: `url` is `<public URL>/check-in?code=<code>`, shown as a QR code. */
export type CheckInCode = Schemas['CheckInCode'];

/** `POST /api/check-in`: the session he is now marked in, and how. */
export type CheckInResult = Schemas['CheckedIn'];

export function checkInCodeKey(sessionId: string) {
  return ['check-in-code', sessionId] as const;
}

/** The session's current code; 404 when none was made. */
export function getCheckInCode(sessionId: string) {
  return GET('/api/sessions/{id}/check-in-code', { params: { path: { id: sessionId } } });
}

/** A new code, replacing the current one; 409 outside the window (30 minutes before the start to the end). */
export function createCheckInCode(sessionId: string) {
  return POST('/api/sessions/{id}/check-in-code', { params: { path: { id: sessionId } } });
}

/** A father checks in with the code: 400 wrong or expired, 404 not in the session's group, 429 throttled. */
export function checkIn(code: string) {
  return POST('/api/check-in', { body: { code } });
}

/** The six digits of a code typed or pasted with spaces or dashes; null when it is not six digits. */
export function normalizeCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** '123 456': easier to read out and to type from a screen across the room. */
export function groupCode(code: string): string {
  return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}
