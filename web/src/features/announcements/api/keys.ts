/** Everything this feature reads; every change to an announcement invalidates it. */
export const ANNOUNCEMENTS_KEY = ['announcements'] as const;
