import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { DASHBOARD_KEY } from './keys';

/** Staff: the program at a glance; a father: his own attendance, milestones and next sessions. */
export function getDashboard() {
  return GET('/api/dashboard');
}

/** Asked again on each visit and when the tab comes back: it is where staff look first. */
export const dashboardQuery = queryOptions({
  queryKey: DASHBOARD_KEY,
  queryFn: getDashboard,
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
