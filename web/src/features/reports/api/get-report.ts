import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import type { DayRange } from '../utils/ranges';
import { REPORTS_KEY } from './keys';

/** Staff: the figures for whole days `from` to `to` (included) in the program's time zone. */
export function getReport({ from, to }: DayRange) {
  return GET('/api/reports/summary', { params: { query: { from, to } } });
}

export function reportQuery(range: DayRange) {
  return queryOptions({ queryKey: [...REPORTS_KEY, 'summary', range.from, range.to], queryFn: () => getReport(range) });
}

/** While another range loads, the last one stays on screen (dimmed). Nothing is asked for a bad range. */
export function useReport(range: DayRange | null) {
  return useQuery({
    ...reportQuery(range ?? { from: '', to: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
