import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { REPORTS_KEY } from './keys';
import type { AttendanceLetter } from './types';

/** Every session he attended, with dates and hours: staff for anyone, a father for himself (else 404). */
export function getAttendanceLetter(fatherId: string) {
  return api<AttendanceLetter>(`/fathers/${encodeURIComponent(fatherId)}/attendance-letter`);
}

export function attendanceLetterQuery(fatherId: string) {
  return queryOptions({
    queryKey: [...REPORTS_KEY, 'attendance-letter', fatherId],
    queryFn: () => getAttendanceLetter(fatherId),
  });
}

export function useAttendanceLetter(fatherId: string) {
  return useQuery(attendanceLetterQuery(fatherId));
}
