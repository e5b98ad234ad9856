import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { CONVERSATIONS_KEY } from './keys';

/** The user's conversations, most recent activity first; kept current by the live stream. */
export function getConversations() {
  return GET('/api/conversations');
}

export const conversationsQuery = queryOptions({ queryKey: CONVERSATIONS_KEY, queryFn: getConversations });

export function useConversations() {
  return useQuery(conversationsQuery);
}
