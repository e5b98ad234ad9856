import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { DASHBOARD_KEY } from './keys';

/**
 * Staff: the program at a glance (with `programId`, that program's, within the caller's scope);
 * a father: his own attendance, milestones and next sessions.
 */
export function getDashboard(programId?: string) {
  return GET('/api/dashboard', { params: { query: programId ? { programId } : {} } });
}

/** Asked again on each visit and when the tab comes back: it is where staff look first. */
export function dashboardQuery(programId?: string) {
  return queryOptions({
    queryKey: [...DASHBOARD_KEY, programId ?? null],
    queryFn: () => getDashboard(programId),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** While another program's dashboard loads, the last one stays on screen (dimmed). */
export function useDashboard(programId?: string) {
  return useQuery({ ...dashboardQuery(programId), placeholderData: keepPreviousData });
}
