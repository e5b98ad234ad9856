export { GroupNewRoute } from './GroupNewRoute';
export { GroupsListRoute } from './GroupsListRoute';
