import { formatDayRange, formatRange } from '@/lib/dates';

// A line of the calendar as the API sends it (GET /api/openapi.json). The calendar, home and
// the dashboard all show them, so the shape and its link live here.

export type ItemStatus = 'scheduled' | 'completed' | 'cancelled';

/**
 * An event, or a session of a workshop cycle. A timed item's `startsAt`/`endsAt` are RFC 3339
 * instants; an all-day item's are dates (YYYY-MM-DD) and `endsAt` is its last day, included.
 */
export interface CalendarItem {
  kind: 'event' | 'session';
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  location: string;
  groupId: string | null;
  groupName: string | null;
  /** Events are always 'scheduled'. */
  status: ItemStatus;
  /** Sessions only. */
  cycleId: string | null;
}

/** The page of an item: an event's own page, or a session's page in its cycle. */
export function itemPath(item: Pick<CalendarItem, 'kind' | 'id' | 'cycleId'>): string {
  if (item.kind === 'session' && item.cycleId) {
    return `/cycles/${encodeURIComponent(item.cycleId)}/sessions/${encodeURIComponent(item.id)}`;
  }
  return `/calendar/${encodeURIComponent(item.id)}`;
}

/** When an item is, in the viewer's time zone; an all-day item as its days. */
export function formatWhen(item: Pick<CalendarItem, 'startsAt' | 'endsAt' | 'allDay'>): string {
  return item.allDay
    ? formatDayRange(item.startsAt.slice(0, 10), item.endsAt.slice(0, 10))
    : formatRange(item.startsAt, item.endsAt);
}
