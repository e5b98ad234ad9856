import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { CALENDAR_KEY } from './keys';
import type { CalendarEvent } from './types';

/** 404 for a father outside the event's audience. */
export function getEvent(id: string) {
  return api<CalendarEvent>(`/events/${encodeURIComponent(id)}`);
}

export function eventQuery(id: string) {
  return queryOptions({ queryKey: [...CALENDAR_KEY, 'event', id], queryFn: () => getEvent(id) });
}

export function useEvent(id: string) {
  return useQuery(eventQuery(id));
}
