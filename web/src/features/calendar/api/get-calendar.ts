import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { CALENDAR_KEY } from './keys';
import type { CalendarItem } from './types';

/**
 * Events and sessions overlapping the range. The bounds carry the viewer's UTC offset
 * ('2026-12-01T00:00:00-06:00'): the server matches all-day items by the dates in it.
 */
export function getCalendar(from: string, to: string) {
  return api<CalendarItem[]>('/calendar', { query: { from, to } });
}

/** One cache entry per visible range: going back to a month shows it at once. */
export function calendarQuery(from: string, to: string) {
  return queryOptions({
    queryKey: [...CALENDAR_KEY, 'range', from, to],
    queryFn: () => getCalendar(from, to),
  });
}

/** While the next range loads, the last one stays on screen rather than an empty grid. */
export function useCalendar(range: { from: string; to: string } | null) {
  return useQuery({
    ...calendarQuery(range?.from ?? '', range?.to ?? ''),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
