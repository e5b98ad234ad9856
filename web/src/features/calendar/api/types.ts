// The calendar's records as the API sends them: the server's OpenAPI document's shapes
// (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

/**
 * A timed event's `startsAt`/`endsAt` are RFC 3339 instants. An all-day event's are dates
 * (YYYY-MM-DD) and `endsAt` is its last day, included (equal to `startsAt` for one day).
 * `groupId` null: everyone.
 */
export type CalendarEvent = components['schemas']['Event'];

/** Absent fields are left as they are (PATCH). */
export type EventInput = components['schemas']['EventInput'];
export type NewEventInput = components['schemas']['NewEventInput'];

/** Calendar lines are shown by home and the dashboard too: their shape is shared. */
export type { CalendarItem, ItemStatus } from '../utils/calendar-item';

/** `GET /api/calendar/attendance` (staff): the marks of each session of a range that has ended. */
export type PastAttendance = components['schemas']['PastAttendance'];
