export { AdminUsersRoute } from './AdminUsersRoute';
export { CleanupUsersRoute } from './CleanupUsersRoute';
export { StaffMemberRoute } from './StaffMemberRoute';
