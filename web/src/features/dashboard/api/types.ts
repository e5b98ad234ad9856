// What GET /api/dashboard answers: the program for staff, his own standing for a father. The
// server's OpenAPI document's shapes (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

/** `byStatus`: fathers by status; `sessionsThisWeek`: Monday to Sunday, cancelled sessions aside. */
export type Counts = components['schemas']['Counts'];
/** A week from its Monday (program time zone): attended ÷ countable over its held sessions. */
export type Week = components['schemas']['Week'];
/** `attendanceByWeek`: the last 12 weeks, oldest first; the last is this week so far. */
export type StaffDashboard = components['schemas']['StaffDashboard'];
/** `attendance`: over every cycle of every group he has been in. */
export type FatherDashboard = components['schemas']['FatherDashboard'];
export type Dashboard = components['schemas']['Dashboard'];

export type { Activity, ActivitySubject } from '@/lib/api/types';

/** The server answers staff and fathers with different shapes; only staff get counts. */
export function isStaffDashboard(dashboard: Dashboard): dashboard is StaffDashboard {
  return 'counts' in dashboard;
}
