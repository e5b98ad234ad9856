export { CheckInRoute } from './CheckInRoute';
