import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { CONVERSATIONS_KEY, conversationKey } from './keys';
import type { Conversation } from './types';

/** 404 when the user is not one of its participants. */
export function getConversation(id: string) {
  return GET('/api/conversations/{id}', { params: { path: { id } } });
}

export function conversationQuery(id: string) {
  return queryOptions({ queryKey: conversationKey(id), queryFn: () => getConversation(id) });
}

/** One conversation; shown at once from the list when the list has it. */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...conversationQuery(id),
    placeholderData: () => queryClient.getQueryData<Conversation[]>(CONVERSATIONS_KEY)?.find((item) => item.id === id),
  });
}
