// The program's records as the API sends them (GET /api/openapi.json): fathers, groups,
// workshop cycles, sessions, attendance and milestones. Several features show the same
// records, so their shapes live here rather than in one feature.

/**
 * Every query of the program areas sits under this key. The records are linked (attendance
 * moves rates, at-risk lists and 'completed course' milestones; a session's status moves its
 * cycle's counts), so every program mutation invalidates it all at once.
 */
export const PROGRAM_KEY = ['program'] as const;

/** A session's roster; here because attendance taken offline is sent by the app, not by a page. */
export function attendanceKey(sessionId: string) {
  return [...PROGRAM_KEY, 'cycles', 'attendance', sessionId] as const;
}

export const FATHER_STATUSES = ['referred', 'enrolled', 'completed', 'exited'] as const;
export type FatherStatus = (typeof FATHER_STATUSES)[number];

export const FATHER_TYPES = ['biological', 'step', 'expectant', 'father figure'] as const;
export type FatherType = (typeof FATHER_TYPES)[number];

export const SETTINGS = ['community', 'incarcerated'] as const;
export type Setting = (typeof SETTINGS)[number];

export interface Child {
  name: string;
  birthYear: number | null;
}

export interface Father {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  preferredLanguage: string;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  address: string;
  children: Child[];
  fatherType: FatherType | null;
  setting: Setting | null;
  referralSource: string;
  status: FatherStatus;
  enrollmentDate: string | null;
  exitDate: string | null;
  exitReason: string;
  caseManagerId: string | null;
  /** Staff only; null for a father reading his own record. */
  notes: string | null;
  photoKey: string | null;
  userId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A father as lists answer him (`GET /api/fathers`): the record without its long fields. */
export type FatherSummary = Omit<Father, 'dateOfBirth' | 'address' | 'children' | 'exitReason' | 'notes'>;

/** Absent fields are left as they are; null clears the nullable ones. */
export interface FatherInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  preferredLanguage?: string;
  dateOfBirth?: string | null;
  address?: string;
  children?: Child[];
  fatherType?: string | null;
  setting?: string | null;
  referralSource?: string;
  status?: string;
  enrollmentDate?: string | null;
  exitDate?: string | null;
  exitReason?: string;
  caseManagerId?: string | null;
  notes?: string;
  userId?: string | null;
}

/** The fields a father may change on his own record. */
export type ContactInput = Pick<FatherInput, 'email' | 'phone' | 'address' | 'preferredLanguage'>;

export interface Progress {
  /** Completed sessions held since he joined. */
  countable: number;
  attended: number;
  /** 0–1 */
  rate: number;
  hours: number;
  consecutiveAbsences: number;
  lastAttended: string | null;
  atRisk: boolean;
}

export interface AtRisk extends Progress {
  fatherId: string;
  firstName: string;
  lastName: string;
  cycleId: string;
  cycleTitle: string;
}

export interface Member {
  fatherId: string;
  joinedAt: string;
  firstName: string;
  /** A father sees fellow members' last initial only. */
  lastName: string;
  photoKey: string | null;
}

export interface Group {
  id: string;
  name: string;
  description: string;
  facilitatorId: string | null;
  meetingDay: string;
  meetingTime: string;
  location: string;
  members: Member[];
  /** Those who left: staff only (absent for fathers, and when there are none). */
  formerMembers?: FormerMember[];
  createdAt: string;
  updatedAt: string;
}

export interface FormerMember {
  fatherId: string;
  firstName: string;
  lastName: string;
  joinedAt: string;
  leftAt: string;
}

export interface GroupInput {
  name?: string;
  description?: string;
  facilitatorId?: string;
  meetingDay?: string;
  meetingTime?: string;
  location?: string;
}

/** Weekly sessions on chosen weekdays from the cycle's start date. */
export interface Schedule {
  /** ISO weekdays: 1 = Monday … 7 = Sunday. */
  weekdays: number[];
  /** HH:MM, local to `timezone`. */
  startTime: string;
  durationMinutes: number;
  count?: number;
  /** YYYY-MM-DD */
  until?: string;
  skipDates: string[];
  /** IANA time zone, e.g. America/Chicago. */
  timezone: string;
}

export interface Cycle {
  id: string;
  title: string;
  description: string;
  groupId: string;
  groupName: string;
  facilitatorId: string | null;
  location: string;
  startDate: string;
  endDate: string;
  /** 0–1 */
  completionThreshold: number;
  sessionCount: number;
  completedCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface CycleInput {
  title?: string;
  description?: string;
  groupId?: string;
  facilitatorId?: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  completionThreshold?: number;
  /** Only on create. */
  schedule?: Schedule;
}

export interface CycleProgress extends Progress {
  fatherId: string;
  firstName: string;
  lastName: string;
  joinedAt: string;
  leftAt: string | null;
  completedCourse: boolean;
}

export const SESSION_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The server's transition rule; anything else is refused with 409. */
export const SESSION_TRANSITIONS: Record<SessionStatus, SessionStatus[]> = {
  scheduled: ['completed', 'cancelled'],
  cancelled: ['scheduled'],
  completed: [],
};

export interface Session {
  id: string;
  cycleId: string;
  cycleTitle: string;
  groupId: string;
  number: number;
  title: string;
  startsAt: string;
  endsAt: string;
  location: string;
  /** The facilitator's notes: staff only, absent for fathers. */
  notes?: string;
  status: SessionStatus;
  createdAt: string;
  updatedAt: string;
}

export interface SessionInput {
  number?: number;
  title?: string;
  startsAt?: string;
  endsAt?: string;
  location?: string;
  notes?: string;
  status?: SessionStatus;
}

export const ATTENDANCE_STATUSES = ['present', 'late', 'excused', 'absent', 'makeup'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export interface RosterEntry {
  fatherId: string;
  firstName: string;
  lastName: string;
  status: AttendanceStatus | null;
  minutes: number | null;
  /** Staff only, absent for fathers. */
  note?: string;
  markedBy: string | null;
  markedAt: string | null;
}

export interface MarkInput {
  fatherId: string;
  status: AttendanceStatus;
  minutes?: number | null;
  note?: string;
}

export interface MatrixRow extends Progress {
  fatherId: string;
  firstName: string;
  lastName: string;
  /** When he left the group, if he did; his marks stay. */
  leftAt: string | null;
  /** Per session, in order: the mark, or null (not marked, or not a member then). */
  marks: (AttendanceStatus | null)[];
  /** Per session: whether it counts for him (completed, while he was a member). */
  counts: boolean[];
}

export interface Matrix {
  cycle: Cycle;
  sessions: Session[];
  rows: MatrixRow[];
}

/** The kind of the milestones written when a father completes a course. */
export const COMPLETED_COURSE = 'completed course';

/** Suggested custom kinds; any other text is accepted too. */
export const MILESTONE_KINDS = ['employment', 'reunification', 'child support current'] as const;

export interface Milestone {
  id: string;
  fatherId: string;
  fatherName: string;
  title: string;
  kind: string;
  /** YYYY-MM-DD */
  achievedAt: string;
  note: string;
  cycleId: string | null;
  createdBy: string | null;
  createdAt: string;
}

export interface MilestoneInput {
  fatherId?: string;
  title?: string;
  kind?: string;
  achievedAt?: string;
  note?: string;
}
