export { RetentionRoute } from './RetentionRoute';
