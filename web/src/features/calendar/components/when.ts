import { formatDayRange, formatRange } from '@/lib/dates';
import type { CalendarItem } from '../api/types';

/** When an item is, in the viewer's time zone; an all-day item as its days. */
export function formatWhen(item: Pick<CalendarItem, 'startsAt' | 'endsAt' | 'allDay'>): string {
  return item.allDay
    ? formatDayRange(item.startsAt.slice(0, 10), item.endsAt.slice(0, 10))
    : formatRange(item.startsAt, item.endsAt);
}
