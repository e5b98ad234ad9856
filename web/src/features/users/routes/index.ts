export { AdminUsersRoute } from './AdminUsersRoute';
export { CleanupUsersRoute } from './CleanupUsersRoute';
