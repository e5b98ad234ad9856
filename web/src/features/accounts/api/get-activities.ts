import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GET, type QueryOf } from '@/lib/api/client';
import { USERS_KEY } from './get-users';

export const ACTIVITY_ACTIONS = [
  'completed',
  'created',
  'joined',
  'messaged',
  'signed in',
  'deleted',
  'updated',
  'attended',
  'completed course',
  'missed session',
  'announced',
  'contacted',
  'referred',
  'texted',
] as const;

export const ACTIVITIES_PAGE_SIZE = 30;

/** Newest first; `before` is the id of the last activity of the previous page. */
export function getActivities(before?: string) {
  const query = { limit: ACTIVITIES_PAGE_SIZE, before: before || undefined } satisfies QueryOf<'/api/activities'>;
  return GET('/api/activities', { params: { query } });
}

export const activitiesQuery = infiniteQueryOptions({
  queryKey: [...USERS_KEY, 'activities'],
  queryFn: ({ pageParam }) => getActivities(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) =>
    lastPage.length >= ACTIVITIES_PAGE_SIZE ? lastPage[lastPage.length - 1]?.id : undefined,
});

export function useActivities() {
  return useInfiniteQuery(activitiesQuery);
}
