export { HomeRoute } from './HomeRoute';
