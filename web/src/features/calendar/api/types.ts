// The calendar's records as the API sends them (GET /api/openapi.json).

/**
 * A timed item's `startsAt`/`endsAt` are RFC 3339 instants. An all-day item's are dates
 * (YYYY-MM-DD) and `endsAt` is its last day, included (equal to `startsAt` for one day).
 */
export interface CalendarEvent {
  id: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  location: string;
  /** null: everyone. */
  groupId: string | null;
  groupName: string | null;
  createdBy: string | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Absent fields are left as they are (PATCH). */
export interface EventInput {
  title?: string;
  description?: string;
  startsAt?: string;
  endsAt?: string;
  allDay?: boolean;
  location?: string;
  groupId?: string | null;
}

/** Calendar lines are shown by home and the dashboard too: their shape is shared. */
export type { CalendarItem, ItemStatus } from '@/lib/api/calendar';
