import type { TFunction } from 'i18next';
import {
  COMPLETED_COURSE,
  type AttendanceStatus,
  type FatherStatus,
  type FatherType,
  type Milestone,
  type SessionStatus,
} from '@/lib/api/program';

/** The class of a row flagging a father at risk, and the colour of red words on it (app/theme.ts: AT_RISK). */
export const AT_RISK_ROW = 'fm-at-risk';
export const AT_RISK_TEXT = 'var(--fm-at-risk-text)';

export const FATHER_STATUS_COLORS: Record<FatherStatus, string> = {
  referred: 'gray',
  enrolled: 'blue',
  completed: 'green',
  exited: 'orange',
};

export const SESSION_STATUS_COLORS: Record<SessionStatus, string> = {
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'gray',
};

export const ATTENDANCE_COLORS: Record<AttendanceStatus, string> = {
  present: 'green',
  late: 'yellow',
  excused: 'blue',
  absent: 'red',
  makeup: 'grape',
};

const FATHER_TYPE_KEYS = {
  biological: 'biological',
  step: 'step',
  expectant: 'expectant',
  'father figure': 'fatherFigure',
} as const satisfies Record<FatherType, string>;

export function fatherTypeLabel(t: TFunction, type: FatherType): string {
  return t(`program.fatherType.${FATHER_TYPE_KEYS[type]}`);
}

const KIND_KEYS: Record<string, 'completedCourse' | 'employment' | 'reunification' | 'childSupportCurrent' | undefined> = {
  [COMPLETED_COURSE]: 'completedCourse',
  employment: 'employment',
  reunification: 'reunification',
  'child support current': 'childSupportCurrent',
};

/** The known kinds in the reader's language; a custom kind as it was typed. */
export function milestoneKindLabel(t: TFunction, kind: string): string {
  const key = KIND_KEYS[kind];
  return key ? t(`program.milestoneKind.${key}`) : kind;
}

/**
 * The milestone the server records when a father completes a course is written in English
 * (server/src/services/workshops/completion.rs: 'Completed Spring Dads', 'Attended 5 of 6
 * sessions.'): while it reads as written, it is shown in the reader's language. A title or note
 * staff changed is shown as they wrote it.
 */
const COURSE_TITLE = /^Completed (.+)$/s;
const COURSE_NOTE = /^Attended (\d+) of (\d+) sessions\.$/;

/** A milestone's title in the reader's language: a completed course's as the server wrote it, translated. */
export function milestoneTitle(t: TFunction, milestone: Pick<Milestone, 'kind' | 'title'>): string {
  const written = milestone.kind === COMPLETED_COURSE ? COURSE_TITLE.exec(milestone.title) : null;
  return written ? t('program.courseMilestone.title', { course: written[1] }) : milestone.title;
}

/** A milestone's note in the reader's language: a completed course's as the server wrote it, translated. */
export function milestoneNote(t: TFunction, milestone: Pick<Milestone, 'kind' | 'note'>): string {
  const written = milestone.kind === COMPLETED_COURSE ? COURSE_NOTE.exec(milestone.note) : null;
  return written ? t('program.courseMilestone.note', { attended: written[1], count: Number(written[2]) }) : milestone.note;
}

/** 0.8 → '80%'. */
export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** Each of WEEKDAYS by its ISO number, 1 for Monday: the key of its name in the strings. */
const ISO_WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** Groups store their meeting day as an English weekday; it is shown in the reader's language. */
export function weekdayLabel(t: TFunction, day: string): string {
  const index = WEEKDAYS.findIndex((name) => name.toLowerCase() === day.trim().toLowerCase());
  return index >= 0 ? t(`program.weekdays.${ISO_WEEKDAYS[index]}`) : day;
}

/** 'Sam R.' for fellow members, 'Sam Rivera' for staff: whatever last name the server sent. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

/** Names as a sentence says them: 'Ana Ruiz and Luis Gómez' ('Ana Ruiz y Luis Gómez'). */
export function nameList(names: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

export function initials(person: { firstName: string; lastName: string }): string {
  return [person.firstName, person.lastName]
    .map((part) => part.trim().charAt(0).toUpperCase())
    .join('');
}
