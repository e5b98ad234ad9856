import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { attendanceKey, type RosterEntry } from '@/lib/api/program';

/** The session's roster with what was recorded; a father gets his own line only. */
export function getAttendance(sessionId: string) {
  return api<RosterEntry[]>(`/sessions/${encodeURIComponent(sessionId)}/attendance`);
}

export function attendanceQuery(sessionId: string) {
  return queryOptions({ queryKey: attendanceKey(sessionId), queryFn: () => getAttendance(sessionId) });
}

export function useAttendance(sessionId: string) {
  return useQuery(attendanceQuery(sessionId));
}
