export { RsvpLinkRoute } from './RsvpLinkRoute';
