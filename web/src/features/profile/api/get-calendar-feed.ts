import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';

export const CALENDAR_FEED_KEY = ['calendar-feed'] as const;

export function getCalendarFeed() {
  return GET('/api/calendar/feed');
}

export const calendarFeedQuery = queryOptions({ queryKey: CALENDAR_FEED_KEY, queryFn: getCalendarFeed });

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}
