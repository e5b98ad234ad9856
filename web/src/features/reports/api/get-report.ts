import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import type { DayRange } from '../utils/ranges';
import { REPORTS_KEY } from './keys';

/**
 * Staff: the figures for whole days `from` to `to` (included) in the program's time zone; with
 * `programId`, that program's (a director's, or its manager's).
 */
export function getReport({ from, to }: DayRange, programId?: string) {
  return GET('/api/reports/summary', { params: { query: { from, to, ...(programId ? { programId } : {}) } } });
}

export function reportQuery(range: DayRange, programId?: string) {
  return queryOptions({
    queryKey: [...REPORTS_KEY, 'summary', range.from, range.to, programId ?? null],
    queryFn: () => getReport(range, programId),
  });
}

/** While another range or program loads, the last one stays on screen (dimmed). Nothing is asked for a bad range. */
export function useReport(range: DayRange | null, programId?: string) {
  return useQuery({
    ...reportQuery(range ?? { from: '', to: '' }, programId),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
