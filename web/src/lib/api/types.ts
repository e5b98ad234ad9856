// Shapes the API sends that every area uses: accounts, sessions, errors and the activity feed.
// They are the server's OpenAPI document's (schema.gen.ts, `make api-types`): never write an API
// type by hand.
import type { components } from './schema.gen';

type Schemas = components['schemas'];

/** The languages the whole product speaks (English is the default). */
export type Language = Schemas['Language'];

export type User = Schemas['User'];

/** A staff account by name and role (`GET /api/staff`, any staff member): facilitators and case managers. */
export type StaffMember = Schemas['StaffMember'];

/** Someone a user may write to; a father's are the program's staff, by name. */
export type Contact = Schemas['Contact'];

/** Answer of sign-in, register and refresh; `expiresAt`: when the access token stops being accepted. */
export type AuthAnswer = Schemas['SessionAnswer'];

/** `{"error": {code, message, fields?, conflicts?}}`; `conflicts`: a refused save's records as they are now. */
export type ErrorBody = Schemas['ErrorBody'];

/**
 * An activity of the feeds (users, dashboard, a father's page). `summary` is the same sentence as
 * data, for the reader's language (null on older activities); names are null once an account is gone.
 */
export type Activity = Schemas['Activity'];
/** What an activity says, as data: a sentence of `activitySentences` and the names in it. */
export type ActivitySummary = Schemas['Summary'];
/** What an activity links to: a father, session, group, cycle, announcement, album, photo… */
export type ActivitySubject = Schemas['Subject'];

/** What the signed-in user has not read yet. */
export type Unread = Schemas['Unread'];

/** A line of the calendar: an event, or a session of a workshop cycle (calendar, home, dashboard). */
export type CalendarItem = Schemas['CalendarItem'];
