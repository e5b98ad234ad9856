// What GET /api/dashboard answers (GET /api/openapi.json): the program for staff, his own
// standing for a father.
import type { ActivitySummary } from '@/components/activity';
import type { CalendarItem } from '@/lib/api/calendar';
import type { AtRisk, Milestone, Progress } from '@/lib/api/program';

export interface Counts {
  fathers: number;
  enrolled: number;
  /** Fathers by status: referred, enrolled, completed, exited. */
  byStatus: Record<string, number>;
  groups: number;
  activeCycles: number;
  /** Monday to Sunday, cancelled sessions aside. */
  sessionsThisWeek: number;
}

export interface Week {
  /** Its Monday (YYYY-MM-DD) in the program's time zone. */
  weekStart: string;
  /** attended ÷ countable over the week's held sessions; 0 when nothing counts. */
  rate: number;
  /** Sessions held (completed) that week. */
  sessions: number;
  attended: number;
  countable: number;
}

/** What the feed links to: a father, session, group, cycle, announcement, album, photo… */
export interface Subject {
  kind: string;
  id: string;
}

export interface Activity {
  id: string;
  createdAt: string;
  fromUser: string | null;
  /** Null once the account is gone. */
  fromUserName: string | null;
  action: string;
  toUser: string | null;
  toUserName: string | null;
  description: string;
  /** The same sentence as data, for the reader's language; null on older activities. */
  summary: ActivitySummary | null;
  subject: Subject | null;
}

export interface StaffDashboard {
  counts: Counts;
  /** The last 12 weeks, oldest first; the last is this week so far. */
  attendanceByWeek: Week[];
  atRisk: AtRisk[];
  upcoming: CalendarItem[];
  activity: Activity[];
}

export interface FatherDashboard {
  /** Over every cycle of every group he has been in. */
  attendance: Progress;
  milestones: Milestone[];
  upcoming: CalendarItem[];
}

export type Dashboard = StaffDashboard | FatherDashboard;

/** The server answers staff and fathers with different shapes; only staff get counts. */
export function isStaffDashboard(dashboard: Dashboard): dashboard is StaffDashboard {
  return 'counts' in dashboard;
}
