import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { CalendarFeed } from './types';

export const CALENDAR_FEED_KEY = ['calendar-feed'] as const;

export function getCalendarFeed() {
  return api<CalendarFeed>('/calendar/feed');
}

export const calendarFeedQuery = queryOptions({ queryKey: CALENDAR_FEED_KEY, queryFn: getCalendarFeed });

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}
