// Conversations and messages as the API sends them (GET /api/openapi.json).

export interface Participant {
  /** Null for a fellow father seen by a father: fathers see each other by name only. */
  userId: string | null;
  /** A fellow father seen by a father: first name and last initial. */
  displayName: string;
}

export interface Message {
  /** UUID v7: ids sort in the order the messages were sent. */
  id: string;
  conversationId: string;
  /** Null for a deleted account, and for a fellow father seen by a father. */
  senderId: string | null;
  /** A fellow father seen by a father: first name and last initial. */
  senderName: string | null;
  /** Plain text; empty once removed. */
  body: string;
  sentAt: string;
  /** Removed by its sender (or staff, in a group): shown as "Message removed". */
  deleted: boolean;
}

export interface Conversation {
  id: string;
  kind: 'direct' | 'group';
  groupId: string | null;
  /** The group's name, or the other person's. */
  title: string;
  participants: Participant[];
  lastMessage: Message | null;
  unreadCount: number;
}

/** Someone the user may open a direct conversation with. */
export interface Contact {
  userId: string;
  displayName: string;
  isStaff: boolean;
}

/** The `read` event: the user read up to there (another tab or device). */
export interface ReadUpTo {
  conversationId: string;
  upTo: string;
}

/** Whether two messages are by the same person (fellow fathers come without ids). */
export function sameSender(a: Message, b: Message): boolean {
  return a.senderId === b.senderId && a.senderName === b.senderName;
}

/** At most this many characters in one message. */
export const MAX_BODY = 4000;
