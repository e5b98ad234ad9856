import type { StringKey } from '@/lib/i18n';

export interface NavItem {
  to: string;
  /** i18n key of the label. */
  label: StringKey;
  /** Active only on this exact path. */
  end?: boolean;
  /** Active on every path under this one instead of under `to`. */
  section?: string;
  /** Shows how many of these the user has not read yet (texts: the fathers' texts, staff's inbox). */
  unread?: 'messages' | 'announcements' | 'texts';
  /** Shown to staff only. */
  staff?: boolean;
  /** Shows how many follow-ups are overdue (staff). */
  overdue?: boolean;
}

export const HOME_NAV: NavItem = { to: '/', label: 'nav.home', end: true };

/** Program records: managed by staff. */
export const STAFF_NAV: NavItem[] = [
  { to: '/fathers', label: 'nav.fathers' },
  { to: '/fathers-group', label: 'nav.groups' },
  { to: '/follow-ups', label: 'nav.followUps', overdue: true },
  { to: '/referrals', label: 'nav.referrals' },
];

/**
 * Program records of a staff member who is not a director: the server lists only the fathers
 * in his scope (his groups' members and his caseload), and his groups come first.
 */
export const SCOPED_STAFF_NAV: NavItem[] = [
  { to: '/fathers', label: 'nav.myCaseload' },
  { to: '/fathers-group', label: 'nav.myGroups' },
  { to: '/follow-ups', label: 'nav.followUps', overdue: true },
  { to: '/referrals', label: 'nav.referrals' },
];

/** A father's own record (every /fathers/… page a father can open is his), and checking in at a session. */
export const FATHER_NAV: NavItem[] = [
  { to: '/fathers/me', label: 'nav.myProgress', section: '/fathers' },
  { to: '/check-in', label: 'nav.checkIn' },
];

export const MAIN_NAV: NavItem[] = [
  { to: '/workshops', label: 'nav.workshops' },
  { to: '/milestones', label: 'nav.milestones' },
  { to: '/calendar', label: 'nav.calendar' },
  { to: '/messages', label: 'nav.messages', unread: 'messages' },
  { to: '/texts', label: 'nav.texts', unread: 'texts', staff: true },
  { to: '/announcement', label: 'nav.announcements', unread: 'announcements' },
  { to: '/gallery', label: 'nav.gallery' },
  { to: '/dashboard', label: 'nav.dashboard' },
];

/** Accounts: directors only. */
export const ADMIN_NAV: NavItem[] = [
  { to: '/admin-users', label: 'nav.adminUsers', end: true },
  { to: '/admin/cleanup-users', label: 'nav.cleanupUsers', end: true },
  { to: '/retention', label: 'nav.retention', end: true },
  // Intake, screening and assessment forms: their drafts, versions and publishing.
  { to: '/forms', label: 'nav.forms' },
  // The grants run at once: their groups, confidentiality and staff.
  { to: '/programs', label: 'nav.programs' },
];

export function isActive(item: NavItem, pathname: string): boolean {
  if (item.end) return pathname === item.to;
  const base = item.section ?? item.to;
  return pathname === base || pathname.startsWith(`${base}/`);
}
