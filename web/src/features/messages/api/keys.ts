import { MESSAGES_KEY } from './conversations';

/** Everything this feature reads sits under this key (shared: other areas open conversations too). */
export { MESSAGES_KEY };
/** The list of conversations, most recent activity first. */
export const CONVERSATIONS_KEY = [...MESSAGES_KEY, 'conversations'] as const;

export function conversationKey(id: string) {
  return [...MESSAGES_KEY, 'conversation', id] as const;
}

/** One thread's pages of messages, newest page first, each newest first as the API sends them. */
export function threadKey(id: string) {
  return [...MESSAGES_KEY, 'thread', id] as const;
}

export function contactsKey(q: string) {
  return [...MESSAGES_KEY, 'contacts', q] as const;
}
