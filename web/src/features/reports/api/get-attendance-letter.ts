import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { REPORTS_KEY } from './keys';

/** Every session he attended, with dates and hours: staff for anyone, a father for himself (else 404). */
export function getAttendanceLetter(fatherId: string) {
  return GET('/api/fathers/{id}/attendance-letter', { params: { path: { id: fatherId } } });
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
