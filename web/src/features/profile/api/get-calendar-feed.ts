import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const CALENDAR_FEED_KEY = ['calendar-feed'] as const;

export interface CalendarFeed {
  /** The private iCalendar address: `<public URL>/ics/<token>.ics`. */
  url: string;
}

export function getCalendarFeed() {
  return api<CalendarFeed>('/calendar/feed');
}

export const calendarFeedQuery = queryOptions({ queryKey: CALENDAR_FEED_KEY, queryFn: getCalendarFeed });

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}
