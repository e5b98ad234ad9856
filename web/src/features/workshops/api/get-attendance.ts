import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { attendanceKey } from '@/lib/api/program';

/** The session's roster with what was recorded; a father gets his own line only. */
export function getAttendance(sessionId: string) {
  return GET('/api/sessions/{id}/attendance', { params: { path: { id: sessionId } } });
}

export function attendanceQuery(sessionId: string) {
  return queryOptions({ queryKey: attendanceKey(sessionId), queryFn: () => getAttendance(sessionId) });
}

export function useAttendance(sessionId: string) {
  return useQuery(attendanceQuery(sessionId));
}
