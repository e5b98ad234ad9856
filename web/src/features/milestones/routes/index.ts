export { MilestonesRoute } from './MilestonesRoute';
