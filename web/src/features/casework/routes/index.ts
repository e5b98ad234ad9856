export { FollowUpsRoute } from './FollowUpsRoute';
export { ReferralsRoute } from './ReferralsRoute';
