export { GroupNewRoute } from './GroupNewRoute';
export { GroupRoute } from './GroupRoute';
export { GroupsListRoute } from './GroupsListRoute';
