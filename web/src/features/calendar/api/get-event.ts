import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { CALENDAR_KEY } from './keys';

/** 404 for a father outside the event's audience. */
export function getEvent(id: string) {
  return GET('/api/events/{id}', { params: { path: { id } } });
}

export function eventQuery(id: string) {
  return queryOptions({ queryKey: [...CALENDAR_KEY, 'event', id], queryFn: () => getEvent(id) });
}

export function useEvent(id: string) {
  return useQuery(eventQuery(id));
}
