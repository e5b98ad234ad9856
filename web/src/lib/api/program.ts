// The program's records as the API sends them: fathers, groups, workshop cycles, sessions,
// attendance and milestones. Several features show the same records, so their names live here.
// The shapes are the server's OpenAPI document's (schema.gen.ts, `make api-types`): never
// write an API type by hand.
import type { components } from './schema.gen';

type Schemas = components['schemas'];

/** Every value of one of the document's enums, in the order the app shows them: one missing fails the type check. */
function allOf<T extends string>() {
  return <const A extends readonly T[]>(values: A & ([T] extends [A[number]] ? unknown : never)) => values;
}

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

export const FATHER_STATUSES = allOf<FatherStatus>()(['referred', 'enrolled', 'completed', 'exited']);
export type FatherStatus = Schemas['FatherStatus'];

export const FATHER_TYPES = allOf<FatherType>()(['biological', 'step', 'expectant', 'father figure']);
export type FatherType = Schemas['FatherType'];

export const SETTINGS = allOf<Setting>()(['community', 'incarcerated']);
export type Setting = Schemas['Setting'];

export type Child = Schemas['Child'];
/** `notes` is staff only: absent for a father reading his own record. */
export type Father = Schemas['Father'];
/** A father as lists answer him (`GET /api/fathers`): the record without its long fields. */
export type FatherSummary = Schemas['FatherSummary'];
/** Absent fields are left as they are; null clears the nullable ones. */
export type FatherInput = Schemas['FatherInput'];
/** A new record: his first and last name are required. */
export type NewFatherInput = Schemas['NewFatherInput'];
/** The fields a father may change on his own record. */
export type ContactInput = Pick<FatherInput, 'email' | 'phone' | 'address' | 'preferredLanguage'>;

export type Progress = Schemas['Progress'];
export type AtRisk = Schemas['AtRisk'];

export type Member = Schemas['Member'];
export type FormerMember = Schemas['FormerMember'];
/** `joinedAt`: RFC 3339; sessions before it neither count for nor against him. Default: now. */
export type NewMember = Schemas['NewMember'];
/** `formerMembers`: staff only (absent for fathers, and when no one has left). */
export type Group = Schemas['Group'];
export type GroupInput = Schemas['GroupInput'];
/** A new group: its name is required. */
export type NewGroupInput = Schemas['NewGroupInput'];

/** Weekly sessions on chosen weekdays from the cycle's start date. */
export type Schedule = Schemas['Schedule'];
export type Cycle = Schemas['Cycle'];
/** `schedule` only on create. */
export type CycleInput = Schemas['CycleInput'];
/** A new cycle: its title, group, start and end dates are required. */
export type NewCycleInput = Schemas['NewCycleInput'];
export type CycleProgress = Schemas['CycleProgress'];

export const SESSION_STATUSES = allOf<SessionStatus>()(['scheduled', 'completed', 'cancelled']);
export type SessionStatus = Schemas['SessionStatus'];

/**
 * `notes`: the facilitator's, staff only (absent for fathers). `nextStatuses`: where the
 * server's transition rule lets staff move it from its status (anything else is refused, 409).
 */
export type Session = Schemas['Session'];
export type SessionInput = Schemas['SessionInput'];
/** A new session: its start is required; its one status is scheduled. */
export type NewSessionInput = Schemas['NewSessionInput'];

export const ATTENDANCE_STATUSES = allOf<AttendanceStatus>()(['present', 'late', 'excused', 'absent', 'makeup']);
export type AttendanceStatus = Schemas['AttendanceStatus'];

/** `note`: staff only (absent for fathers). */
export type RosterEntry = Schemas['RosterEntry'];
export type MarkInput = Schemas['MarkInput'];
/** A 409's `error.conflicts` item: a father whose mark changed meanwhile, as it is now. */
export type MarkConflict = Schemas['MarkConflict'];
export type MatrixRow = Schemas['MatrixRow'];
export type Matrix = Schemas['Matrix'];

/** The kind of the milestones written when a father completes a course. */
export const COMPLETED_COURSE = 'completed course';

/** Suggested custom kinds; any other text is accepted too. */
export const MILESTONE_KINDS = ['employment', 'reunification', 'child support current'] as const;

export type Milestone = Schemas['Milestone'];
export type MilestoneInput = Schemas['MilestoneInput'];
export type NewMilestoneInput = Schemas['NewMilestoneInput'];
