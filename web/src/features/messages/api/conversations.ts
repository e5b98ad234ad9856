import { POST } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';

// Shared: the messages area opens conversations from its picker, staff from a father's page.

/** `kind`: "direct" or "group"; `title`: the group's name, or the other person's. */
export type Conversation = components['schemas']['Conversation'];

/** Everything the messages area reads sits under this key: invalidate it after opening a conversation elsewhere. */
export const MESSAGES_KEY = ['messages'] as const;

/** The direct conversation with that person, opened now (201) or as it was (200); 403 when not allowed. */
export function openConversation(userId: string) {
  return POST('/api/conversations', { body: { userId } });
}

/** The messages page showing that conversation. */
export function conversationPath(conversationId: string) {
  return `/messages/${encodeURIComponent(conversationId)}`;
}
