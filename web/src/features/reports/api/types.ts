// The funder report, certificates and attendance letters as the API sends them
// (GET /api/openapi.json).
import type { AttendanceStatus } from '@/lib/api/program';

export interface Figures {
  /** Unduplicated: fathers with at least one attended session that counts for them. */
  fathersServed: number;
  /** Sessions completed (held). */
  sessionsHeld: number;
  /** Dosage: hours of the sessions attended. */
  hoursAttended: number;
  /** Sessions attended (present, late or make-up) among those that count. */
  attended: number;
  /** Sessions that count: held while the father was a member. */
  countable: number;
  /** attended ÷ countable, 0 when nothing counts. */
  attendanceRate: number;
  /** Enrollment date in the range (per group: joined it). */
  newlyEnrolled: number;
  /** Completed a course in the range (per group: one of its cycles). */
  completedCourse: number;
  /** Exit date in the range (per group: left it). */
  exited: number;
}

export interface GroupFigures extends Figures {
  groupId: string;
  groupName: string;
}

export interface Report {
  from: string;
  to: string;
  /** The program's time zone, whose days the range covers. */
  timeZone: string;
  total: Figures;
  milestonesByKind: { kind: string; count: number }[];
  /** Every group, by name. */
  groups: GroupFigures[];
}

/** A certificate of completion of one course (cycle). */
export interface Certificate {
  fatherId: string;
  firstName: string;
  lastName: string;
  cycleId: string;
  courseTitle: string;
  groupName: string;
  startDate: string;
  endDate: string;
  completedOn: string;
  sessionsAttended: number;
  hoursAttended: number;
  /** Who signs it. */
  programName: string;
  /** Today, in the program's time zone. */
  issuedOn: string;
}

export interface LetterSession {
  /** The session's day in the program's time zone. */
  date: string;
  title: string;
  courseTitle: string;
  status: AttendanceStatus;
  hours: number;
}

export interface AttendanceLetter {
  fatherId: string;
  firstName: string;
  lastName: string;
  /** Oldest first. */
  sessions: LetterSession[];
  totalSessions: number;
  totalHours: number;
  programName: string;
  issuedOn: string;
}
