export { MessagesRoute } from './MessagesRoute';
