// What other areas may use of messages: opening a direct conversation (a father's page does) and
// the key under which the messages area reads.
export { conversationPath, MESSAGES_KEY, openConversation, type Conversation } from './api/conversations';
