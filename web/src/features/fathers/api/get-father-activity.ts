import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivitySummary } from '@/components/activity';
import { api } from '@/lib/api/client';
import { FATHERS_KEY } from './keys';

export interface FatherActivity {
  id: string;
  createdAt: string;
  fromUser: string | null;
  fromUserName: string | null;
  action: string;
  toUser: string | null;
  toUserName: string | null;
  description: string;
  /** The same sentence as data, for the reader's language; null on older activities. */
  summary: ActivitySummary | null;
  subject: { kind: string; id: string } | null;
}

/** What happened with him, newest first (staff): joined, attended, missed a session, completed a course. */
export function getFatherActivity(fatherId: string) {
  return api<FatherActivity[]>(`/fathers/${encodeURIComponent(fatherId)}/activity`);
}

export function fatherActivityQuery(fatherId: string) {
  return queryOptions({
    queryKey: [...FATHERS_KEY, 'activity', fatherId],
    queryFn: () => getFatherActivity(fatherId),
  });
}

export function useFatherActivity(fatherId: string) {
  return useQuery(fatherActivityQuery(fatherId));
}
