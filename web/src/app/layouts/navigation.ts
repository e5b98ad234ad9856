export interface NavItem {
  to: string;
  /** i18n key of the label. */
  label: string;
  /** Active only on this exact path. */
  end?: boolean;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/messages', label: 'nav.messages' },
  { to: '/announcement', label: 'nav.announcements' },
  { to: '/calendar', label: 'nav.calendar' },
  { to: '/workshops', label: 'nav.workshops' },
  { to: '/gallery', label: 'nav.gallery' },
  { to: '/milestones', label: 'nav.milestones' },
];

/** Program records: managed by staff. */
export const STAFF_NAV: NavItem[] = [
  { to: '/fathers', label: 'nav.fathers' },
  { to: '/fathers-group', label: 'nav.groups' },
];

export const ADMIN_NAV: NavItem[] = [
  { to: '/admin-users', label: 'nav.adminUsers', end: true },
  { to: '/admin/cleanup-users', label: 'nav.cleanupUsers', end: true },
];

export function isActive(item: NavItem, pathname: string): boolean {
  if (item.end) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
