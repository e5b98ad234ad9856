import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';
import type { AttendanceStatus, Cycle, CycleProgress, Session } from '@/lib/api/program';
import { FATHERS_KEY } from './keys';

/** `GET /api/fathers/{id}/attendance`: his sessions across his groups' cycles, newest first. */
type AttendanceRecord = components['schemas']['HistoryEntry'];

export interface HistoryEntry {
  session: Pick<Session, 'id' | 'cycleId' | 'number' | 'title' | 'startsAt'>;
  mark: AttendanceStatus | null;
}

export interface FatherCycle {
  cycle: Cycle;
  /** His line of the cycle's progress; null when he is no longer in its group. */
  progress: CycleProgress | null;
  /** His mark at each completed session of the cycle, in order. */
  history: HistoryEntry[];
}

/** His marks at the completed sessions of `cycleId`, first session first. */
function historyIn(records: AttendanceRecord[], cycleId: string): HistoryEntry[] {
  return records
    .filter((record) => record.cycleId === cycleId && record.sessionStatus === 'completed')
    .map((record) => ({
      session: { id: record.sessionId, cycleId: record.cycleId, number: record.number, title: record.title, startsAt: record.startsAt },
      mark: record.status ?? null,
    }))
    .reverse();
}

/**
 * The workshop cycles of the groups he belongs to, each with his attendance in it. His marks
 * come in one answer (his attendance history, which he may read too), not a roster per session:
 * a father's phone waits for three reads and a cycle's progress each, whatever the sessions held.
 */
export async function getFatherCycles(fatherId: string, groupIds: string[]): Promise<FatherCycle[]> {
  const [cycles, records] = await Promise.all([
    GET('/api/cycles', { params: { query: { limit: 500 } } }),
    GET('/api/fathers/{id}/attendance', { params: { path: { id: fatherId } } }),
  ]);
  const his = cycles.filter((cycle) => groupIds.includes(cycle.groupId));
  return Promise.all(
    his.map(async (cycle) => {
      const rows = await GET('/api/cycles/{id}/progress', { params: { path: { id: cycle.id } } });
      return { cycle, progress: rows.find((row) => row.fatherId === fatherId) ?? null, history: historyIn(records, cycle.id) };
    }),
  );
}

export function fatherCyclesQuery(fatherId: string, groupIds: string[]) {
  return queryOptions({
    queryKey: [...FATHERS_KEY, 'cycles', fatherId, groupIds],
    queryFn: () => getFatherCycles(fatherId, groupIds),
  });
}

export function useFatherCycles(fatherId: string, groupIds: string[] | undefined) {
  return useQuery({ ...fatherCyclesQuery(fatherId, groupIds ?? []), enabled: groupIds !== undefined });
}
