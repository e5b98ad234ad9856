// Conversations and messages as the API sends them (GET /api/openapi.json).

export interface Participant {
  userId: string;
  displayName: string;
}

export interface Message {
  /** UUID v7: ids sort in the order the messages were sent. */
  id: string;
  conversationId: string;
  senderId: string;
  senderName: string;
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

/** At most this many characters in one message. */
export const MAX_BODY = 4000;
