import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { HOME_KEY } from './keys';

/** Everything home shows, in one request. */
export function getHome() {
  return GET('/api/home');
}

/**
 * The landing page: asked again on each visit and when the tab comes back, unless the answer is
 * only seconds old (the read the router started for this very visit, beside the page's code).
 */
export const homeQuery = queryOptions({
  queryKey: HOME_KEY,
  queryFn: getHome,
  staleTime: 5_000,
  refetchOnWindowFocus: true,
});

export function useHome() {
  return useQuery(homeQuery);
}
