import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { GET } from '@/lib/api/client';
import { CALENDAR_KEY } from './keys';
import type { CalendarItem } from './types';

/**
 * Events and sessions overlapping the range. The bounds carry the viewer's UTC offset
 * ('2026-12-01T00:00:00-06:00'): the server matches all-day items by the dates in it. With
 * `programId` (staff), only that program's groups' sessions and events, and events for everyone.
 */
export function getCalendar(from: string, to: string, programId?: string) {
  return GET('/api/calendar', { params: { query: { from, to, ...(programId ? { programId } : {}) } } });
}

/** One cache entry per visible range and program filter: going back to a month shows it at once. */
export function calendarQuery(from: string, to: string, programId?: string) {
  return queryOptions({
    queryKey: [...CALENDAR_KEY, 'range', from, to, programId ?? null],
    queryFn: () => getCalendar(from, to, programId),
  });
}

/** While the next range (or program) loads, the last one stays on screen rather than an empty grid. */
export function useCalendar(range: { from: string; to: string } | null, programId?: string) {
  return useQuery({
    ...calendarQuery(range?.from ?? '', range?.to ?? '', programId),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** The day or days an item is on, as a range the calendar answers for (RFC 3339, local). */
function daysOf(startsAt: string, endsAt: string) {
  return { from: dayjs(startsAt).startOf('day').format(), to: dayjs(endsAt).endOf('day').format() };
}

/**
 * One item as the calendar has it, for what only the calendar carries (a father's `myRsvp`):
 * read through its days' range, under the calendar's key, so that an answer given anywhere shows.
 */
export function useCalendarItem(
  item: { kind: CalendarItem['kind']; id: string; startsAt: string; endsAt: string } | null,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const range = item ? daysOf(item.startsAt, item.endsAt) : { from: '', to: '' };
  return useQuery({
    ...calendarQuery(range.from, range.to),
    enabled: enabled && item !== null,
    select: (items) => items.find((entry) => entry.kind === item?.kind && entry.id === item.id) ?? null,
  });
}
