import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RosterEntry } from '@/lib/api/program';
import { CYCLES_KEY } from './keys';

/** The session's roster with what was recorded; a father gets his own line only. */
export function getAttendance(sessionId: string) {
  return api<RosterEntry[]>(`/sessions/${encodeURIComponent(sessionId)}/attendance`);
}

export function attendanceQuery(sessionId: string) {
  return queryOptions({ queryKey: [...CYCLES_KEY, 'attendance', sessionId], queryFn: () => getAttendance(sessionId) });
}

export function useAttendance(sessionId: string) {
  return useQuery(attendanceQuery(sessionId));
}
