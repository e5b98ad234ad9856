export { CycleNewRoute } from './CycleNewRoute';
export { CycleRoute } from './CycleRoute';
export { SessionEditRoute } from './SessionEditRoute';
export { SessionNewRoute } from './SessionNewRoute';
