import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { Retention } from './types';

/**
 * The records retention anonymises within 90 days (and any due now), soonest first. Directors
 * only (403 otherwise). Under the program's key: an exit recorded or undone moves the list.
 */
export function getRetention() {
  return api<Retention>('/retention');
}

export const retentionQuery = queryOptions({ queryKey: [...PROGRAM_KEY, 'retention'], queryFn: getRetention });

export function useRetention() {
  return useQuery(retentionQuery);
}
