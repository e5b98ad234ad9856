export { TextsInboxRoute } from './TextsInboxRoute';
