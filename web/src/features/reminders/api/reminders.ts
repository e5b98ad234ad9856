// Reminders (docs/PRODUCT.md, "Reminders, RSVP and check-in"): a father's preferences and when
// his next reminder comes; the shapes are the server's (schema.gen.ts). An RSVP link's answer and
// a session's check-in code are the rsvp area's (features/rsvp). No query library here: the RSVP
// page, shown signed out, names a reminder's item with these types.
import { GET, PATCH } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';
import type { User } from '@/lib/api/types';

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
