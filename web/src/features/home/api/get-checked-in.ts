import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { CalendarItem } from '@/lib/api/calendar';
import type { RosterEntry } from '@/lib/api/program';
import { HOME_KEY } from './keys';

/** A father checks in from 30 minutes before a session's start to its end (docs/PRODUCT.md, "Reminders, RSVP and check-in"). */
const CHECK_IN_OPENS_MS = 30 * 60_000;

/**
 * Whether he has checked in to the session (a mark made by his check-in). Home's answer does not
 * say (`GET /api/home`): his line of the session's roster does, the only line a father reads.
 */
export async function getCheckedIn(sessionId: string): Promise<boolean> {
  const lines = await api<RosterEntry[]>(`/sessions/${encodeURIComponent(sessionId)}/attendance`);
  return lines.some((line) => line.method === 'check-in');
}

/** Under home's key (and so the program's): checking in reads it anew (features/checkin). */
export function checkedInQuery(sessionId: string) {
  return queryOptions({ queryKey: [...HOME_KEY, 'checked-in', sessionId], queryFn: () => getCheckedIn(sessionId) });
}

/** Whether he could have checked in to the item by now: a session not cancelled, its check-in open or past. */
export function checkInOpen(item: Pick<CalendarItem, 'kind' | 'status' | 'startsAt' | 'endsAt'>, now = Date.now()): boolean {
  if (item.kind !== 'session' || item.status === 'cancelled') return false;
  return now >= new Date(item.startsAt).getTime() - CHECK_IN_OPENS_MS && now < new Date(item.endsAt).getTime();
}

/**
 * A father's check-in to home's next item: asked only while he could have checked in (staff do
 * not check in). `data` is true once he has.
 */
export function useCheckedIn(item: CalendarItem, father: boolean) {
  return useQuery({ ...checkedInQuery(item.id), enabled: father && checkInOpen(item) });
}
