import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { USERS_KEY } from './get-users';

export const CLEANUP_DAYS = [0, 7, 30, 90, 365] as const;
export const DEFAULT_CLEANUP_DAYS = 30;

/** Accounts that never signed in and were created more than `days` days ago. */
export function getCleanupCandidates(days: number) {
  return GET('/api/admin/cleanup-candidates', { params: { query: { days } } });
}

export function cleanupCandidatesQuery(days: number) {
  return queryOptions({
    queryKey: [...USERS_KEY, 'cleanup-candidates', days],
    queryFn: () => getCleanupCandidates(days),
  });
}

export function useCleanupCandidates(days: number) {
  return useQuery({ ...cleanupCandidatesQuery(days), placeholderData: keepPreviousData });
}
