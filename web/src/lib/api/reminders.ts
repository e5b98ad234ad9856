// Reminders, RSVP links and check-in (docs/PRODUCT.md, "Reminders, RSVP and check-in"): the
// shapes (the server's, schema.gen.ts) and calls of the API, in one place. No query library
// here: the RSVP page is shown signed out, where the app does not download it
// (app/layouts/SignedInShell).
import { GET, PATCH, POST } from './client';
import type { components } from './schema.gen';
import type { User } from './types';

type Schemas = components['schemas'];

/**
 * How a father is reminded of his sessions and events; defaults `{push: true, email: false,
 * sms: true}` (by text only while his sms consent stands).
 */
export type ReminderPreferences = Schemas['ReminderPreferences'];

export const DEFAULT_REMINDERS: ReminderPreferences = { push: true, email: false, sms: true };

/** The user as `GET /api/me` answers: with his reminder preferences. */
export type UserWithReminders = User;

/** What a reminder or an RSVP link is about. `startsAt`: RFC 3339 (or a day, for an all-day event). */
export type ReminderItem = Pick<Schemas['LinkedItem'], 'kind' | 'id' | 'title' | 'startsAt'> & {
  cycleId?: string | null;
};

/** `GET /api/me/next-reminder`: when the next one comes (`at`), and for what; null when none is ahead. */
export type NextReminder = Schemas['NextReminder'];

export type RsvpAnswer = Schemas['RsvpAnswer'];

/** `POST /api/rsvp-links`: the answer the link gave, and to what. */
export type RsvpLinkAnswer = Schemas['LinkAnswer'];

/** A session's check-in code: `url` is `<public URL>/check-in?code=<code>`, shown as a QR code. */
export type CheckInCode = Schemas['CheckInCode'];

/** `POST /api/check-in`: the session he is now marked in, and how. */
export type CheckInResult = Schemas['CheckedIn'];

/** How an attendance mark was made; roster entries carry it (`method`). */
export type MarkMethod = Schemas['AttendanceMethod'];

/** His preferences as the user carries them; the defaults for a server that sends none yet. */
export function remindersOf(user: User | undefined): ReminderPreferences {
  return user?.reminders ?? DEFAULT_REMINDERS;
}

/** Saves his reminder preferences; the answer is the whole user. */
export function updateReminders(reminders: ReminderPreferences) {
  return PATCH('/api/me', { body: { reminders } });
}

export const NEXT_REMINDER_KEY = ['me', 'next-reminder'] as const;

export function getNextReminder() {
  return GET('/api/me/next-reminder');
}

/** Answers a reminder e-mail's link: no sign-in, the token says who and what. */
export function answerRsvpLink(token: string) {
  return POST('/api/rsvp-links', { body: { token }, auth: false });
}

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
