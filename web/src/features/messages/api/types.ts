// Conversations and messages as the API sends them: the server's OpenAPI document's shapes
// (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

/** `userId` is null for a fellow father seen by a father: fathers see each other by name only. */
export type Participant = components['schemas']['Participant'];

/**
 * `id` is a UUID v7: ids sort in the order the messages were sent. `senderId` is null for a
 * deleted account, and for a fellow father seen by a father (`senderName`: first name and last
 * initial). `body` is plain text, empty once removed (`deleted`: shown as "Message removed").
 */
export type Message = components['schemas']['Message'];

/** `kind`: "direct" or "group"; `title`: the group's name, or the other person's. */
export type Conversation = components['schemas']['Conversation'];

/** Someone the user may open a direct conversation with. */
export type Contact = components['schemas']['Contact'];

/**
 * The live stream's `read` event: the user read up to there (another tab or device). The stream's
 * events are not in the OpenAPI document; this one is the body of POST …/read with its conversation.
 */
export type ReadUpTo = Pick<Message, 'conversationId'> & components['schemas']['ReadUpTo'];

/** Whether two messages are by the same person (fellow fathers come without ids). */
export function sameSender(a: Message, b: Message): boolean {
  return a.senderId === b.senderId && a.senderName === b.senderName;
}
