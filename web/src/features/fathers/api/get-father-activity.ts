import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { FATHERS_KEY } from './keys';

export interface FatherActivity {
  id: string;
  createdAt: string;
  action: string;
  description: string;
  toUser: string | null;
  subject: { kind: string; id: string } | null;
}

/** How far back the activity log is searched for one father's entries. */
export const ACTIVITY_WINDOW = 500;

/**
 * His entries among the latest activities (staff): attendance, missed sessions, completed
 * courses, and whatever was logged for his linked account (such as joining a group).
 */
export async function getFatherActivity(fatherId: string, userId: string | null) {
  const activities = await api<FatherActivity[]>('/activities', { query: { limit: ACTIVITY_WINDOW } });
  return activities.filter(
    (activity) =>
      (activity.subject?.kind === 'father' && activity.subject.id === fatherId) ||
      (userId !== null && activity.toUser === userId),
  );
}

export function fatherActivityQuery(fatherId: string, userId: string | null) {
  return queryOptions({
    queryKey: [...FATHERS_KEY, 'activity', fatherId, userId],
    queryFn: () => getFatherActivity(fatherId, userId),
  });
}

export function useFatherActivity(fatherId: string, userId: string | null) {
  return useQuery(fatherActivityQuery(fatherId, userId));
}
