import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { AttendanceStatus, Cycle, CycleProgress, Matrix, RosterEntry, Session } from '@/lib/api/program';
import { FATHERS_KEY } from './keys';

export interface HistoryEntry {
  session: Session;
  mark: AttendanceStatus | null;
}

export interface FatherCycle {
  cycle: Cycle;
  /** His line of the cycle's progress; null when he is no longer in its group. */
  progress: CycleProgress | null;
  /** His mark at each completed session of the cycle, in order. */
  history: HistoryEntry[];
}

/**
 * Staff read his row of the cycle's attendance matrix; a father, who may not read the matrix,
 * reads his own line of each completed session's roster.
 */
async function history(cycleId: string, fatherId: string, staff: boolean): Promise<HistoryEntry[]> {
  if (staff) {
    const matrix = await api<Matrix>(`/cycles/${encodeURIComponent(cycleId)}/attendance`);
    const row = matrix.rows.find((candidate) => candidate.fatherId === fatherId);
    return matrix.sessions
      .map((session, index) => ({ session, mark: row?.marks[index] ?? null }))
      .filter(({ session }) => session.status === 'completed');
  }
  const sessions = await api<Session[]>(`/cycles/${encodeURIComponent(cycleId)}/sessions`);
  const completed = sessions.filter((session) => session.status === 'completed');
  return Promise.all(
    completed.map(async (session) => {
      const roster = await api<RosterEntry[]>(`/sessions/${encodeURIComponent(session.id)}/attendance`);
      return { session, mark: roster.find((entry) => entry.fatherId === fatherId)?.status ?? null };
    }),
  );
}

/** The workshop cycles of the groups he belongs to, each with his attendance in it. */
export async function getFatherCycles(fatherId: string, groupIds: string[], staff: boolean): Promise<FatherCycle[]> {
  const cycles = await api<Cycle[]>('/cycles', { query: { limit: 500 } });
  const his = cycles.filter((cycle) => groupIds.includes(cycle.groupId));
  return Promise.all(
    his.map(async (cycle) => {
      const [rows, marks] = await Promise.all([
        api<CycleProgress[]>(`/cycles/${encodeURIComponent(cycle.id)}/progress`),
        history(cycle.id, fatherId, staff),
      ]);
      return { cycle, progress: rows.find((row) => row.fatherId === fatherId) ?? null, history: marks };
    }),
  );
}

export function fatherCyclesQuery(fatherId: string, groupIds: string[], staff: boolean) {
  return queryOptions({
    queryKey: [...FATHERS_KEY, 'cycles', fatherId, groupIds, staff],
    queryFn: () => getFatherCycles(fatherId, groupIds, staff),
  });
}

export function useFatherCycles(fatherId: string, groupIds: string[] | undefined, staff: boolean) {
  return useQuery({ ...fatherCyclesQuery(fatherId, groupIds ?? [], staff), enabled: groupIds !== undefined });
}
