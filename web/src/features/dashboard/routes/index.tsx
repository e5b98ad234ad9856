export { DashboardRoute } from './DashboardRoute';
