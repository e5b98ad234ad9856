export { FatherEditRoute } from './FatherEditRoute';
export { FatherNewRoute } from './FatherNewRoute';
export { FatherRoute } from './FatherRoute';
export { FathersListRoute } from './FathersListRoute';
export { FatherDataRoute } from './FatherDataRoute';
