import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY, type MarkInput, type RosterEntry } from '@/lib/api/program';
import { attendanceQuery } from './get-attendance';

/** The whole roster in one request; fathers left out keep what they had. Answers the new roster. */
export function saveAttendance({ sessionId, marks }: { sessionId: string; marks: MarkInput[] }) {
  return api<RosterEntry[]>(`/sessions/${encodeURIComponent(sessionId)}/attendance`, { method: 'PUT', body: marks });
}

export function useSaveAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttendance,
    onSuccess: (roster, { sessionId }) => {
      queryClient.setQueryData(attendanceQuery(sessionId).queryKey, roster);
      // Rates, at-risk lists and course completion follow from attendance.
      return queryClient.invalidateQueries({ queryKey: PROGRAM_KEY });
    },
  });
}
