// A staff member's day at a glance (GET /api/today; 403 for fathers): today's sessions of the
// groups he facilitates with their answers and marks so far, his open follow-ups by when, and his
// unread messages. Shared: home shows it and the follow-ups page counts its tabs from it, so the
// read is here, once. The shapes are the server's OpenAPI document's (schema.gen.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/AuthProvider';
import { isStaff } from '@/lib/auth/roles';
import { GET } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { components } from '@/lib/api/schema.gen';

export type Today = components['schemas']['Today'];
/** One of today's sessions: the calendar's item, its members' answers, and the marks recorded so far. */
export type TodaySession = components['schemas']['TodaySession'];
/** Open follow-ups by when, each counted up to 100 (shown as '99+' past 99). */
export type FollowUpCounts = components['schemas']['FollowUpCounts'];

/**
 * Under the program's key: a mark saved, a session moved, a follow-up done (program mutations)
 * read it again. The live stream's check-ins and late answers invalidate it too (app/LiveUpdates).
 */
export const TODAY_KEY = [...PROGRAM_KEY, 'today'] as const;

export function getToday() {
  return GET('/api/today');
}

/**
 * Read again when the window comes back into focus and every minute while the page is visible
 * (not in the background), so fathers' answers come in; a check-in comes by the live stream. Not
 * again for a few seconds after the read the router started for this very visit.
 */
export function todayQuery(userId: string) {
  return queryOptions({
    queryKey: [...TODAY_KEY, userId],
    queryFn: getToday,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}

/** The signed-in staff member's day; nothing is asked for a father. */
export function useToday() {
  const { user } = useAuth();
  return useQuery({ ...todayQuery(user?.id ?? ''), enabled: isStaff(user) });
}
