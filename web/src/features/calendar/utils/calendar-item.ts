import { formatDayRange, formatRange } from '@/lib/dates';
import type { CalendarItem } from '@/lib/api/types';

// The calendar, home and the dashboard all show calendar lines, so their link lives here.

export type { CalendarItem } from '@/lib/api/types';
/** Events are always 'scheduled'. */
export type ItemStatus = CalendarItem['status'];

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
