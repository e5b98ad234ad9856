import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { CALENDAR_KEY } from './keys';

/**
 * Staff: who came to each session of the range that has ended (over the fathers in the reader's
 * scope). A session without marks is absent. The range is the calendar's own.
 */
export function getPastAttendance(from: string, to: string) {
  return GET('/api/calendar/attendance', { params: { query: { from, to } } });
}

/** Under the calendar's key: whatever refreshes the calendar (a session moved, a mark saved) refreshes this. */
export function pastAttendanceQuery(from: string, to: string) {
  return queryOptions({
    queryKey: [...CALENDAR_KEY, 'attendance', from, to],
    queryFn: () => getPastAttendance(from, to),
  });
}

/**
 * Read beside the calendar's range, for staff only. A range that starts after `now` (ms) can hold
 * no session that has ended (an item overlaps it, so ends after its start): it is not asked for.
 */
export function usePastAttendance(
  range: { from: string; to: string } | null,
  { enabled, now }: { enabled: boolean; now: number },
) {
  return useQuery({
    ...pastAttendanceQuery(range?.from ?? '', range?.to ?? ''),
    enabled: enabled && range !== null && Date.parse(range.from) < now,
    placeholderData: keepPreviousData,
  });
}
