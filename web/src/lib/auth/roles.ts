import type { User } from '@/lib/api/types';
import { useAuth } from './AuthProvider';

// Who the signed-in person is to the program (docs/PRODUCT.md, "Who uses it"; CONTRACT.md,
// "Staff roles and scope"): a director sees and manages everything; staff work within their
// scope (their groups and their caseload); a father sees his own. The server enforces each
// rule; the app only hides what a role cannot do.

type RoleFields = Pick<User, 'isAdmin' | 'staffRole'>;

/** A staff account: a director or a staff member. */
export function isStaff(user: RoleFields | null | undefined): boolean {
  return user?.isAdmin === true;
}

/** A program director: accounts, roles, facilitators, case managers and the whole program. */
export function isDirector(user: RoleFields | null | undefined): boolean {
  return user?.isAdmin === true && user.staffRole === 'director';
}

export interface Role {
  /** The signed-in account's id ('' while signed out). */
  userId: string;
  staff: boolean;
  director: boolean;
}

export function useRole(): Role {
  const { user } = useAuth();
  return { userId: user?.id ?? '', staff: isStaff(user), director: isDirector(user) };
}

/** Whether the viewer runs the group (its cycles, sessions, attendance, members): a director or one of its facilitators. */
export function runsGroup(role: Role, group: { facilitatorIds: string[] } | null | undefined): boolean {
  if (role.director) return true;
  return role.staff && group != null && group.facilitatorIds.includes(role.userId);
}
