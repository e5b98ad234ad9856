import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

/**
 * The records retention anonymises within 90 days (and any due now), soonest first. Directors
 * only (403 otherwise). Under the program's key: an exit recorded or undone moves the list.
 */
export function getRetention() {
  return GET('/api/retention');
}

export const retentionQuery = queryOptions({ queryKey: [...PROGRAM_KEY, 'retention'], queryFn: getRetention });

export function useRetention() {
  return useQuery(retentionQuery);
}
