import type { Cycle, Father, Group, RosterEntry, Session, SessionStatus } from '@/lib/api/program';
import type { components } from '@/lib/api/schema.gen';

// Records of the program as the API sends them, for tests; overrides pick what a test is about.

const CREATED = '2026-01-05T15:00:00Z';

export function makeFather(overrides: Partial<Father> = {}): Father {
  return {
    id: 'f1',
    firstName: 'Sam',
    lastName: 'Rivera',
    email: 'sam@example.com',
    phone: '+15555550100',
    phoneValid: true,
    remindersSms: true,
    preferredLanguage: 'en',
    dateOfBirth: null,
    address: '',
    children: [],
    fatherType: null,
    setting: null,
    referralSource: '',
    status: 'enrolled',
    enrollmentDate: '2026-01-05',
    exitDate: null,
    exitReason: '',
    caseManagerId: null,
    notes: '',
    photoKey: null,
    userId: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    unreachable: false,
    consents: { program: false, dataSharing: false, photo: false, sms: false, email: false },
    flags: [],
    enrolments: [
      {
        id: 'e1',
        fatherId: overrides.id ?? 'f1',
        programId: 'p1',
        programName: 'Fatherhood Matters',
        status: overrides.status ?? 'enrolled',
        enrolledAt: overrides.enrollmentDate ?? '2026-01-05',
        exitedAt: overrides.exitDate ?? null,
        exitReason: overrides.exitReason ?? '',
        caseManagerId: overrides.caseManagerId ?? null,
        createdAt: CREATED,
        updatedAt: CREATED,
      },
    ],
    ...overrides,
  };
}

/** `memberCount` follows the members given unless a test sets it (a reader sees only those in his scope). */
export function makeGroup(overrides: Partial<Group> = {}): Group {
  return {
    id: 'g1',
    programId: 'p1',
    name: 'Tuesday Evening Dads',
    description: '',
    facilitatorId: null,
    facilitatorIds: [],
    facilitatorNames: [],
    meetingDay: 'Tuesday',
    meetingTime: '18:00',
    location: 'Community Center',
    members: [],
    memberCount: overrides.members?.length ?? 0,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function makeCycle(overrides: Partial<Cycle> = {}): Cycle {
  return {
    id: 'c1',
    title: 'Nurturing Fathers',
    description: '',
    groupId: 'g1',
    groupName: 'Tuesday Evening Dads',
    facilitatorId: null,
    location: 'Community Center',
    startDate: '2026-03-03',
    endDate: '2026-05-26',
    completionThreshold: 0.8,
    sessionCount: 0,
    completedCount: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** As the server answers them (its transition rule): where a session of each status may go. */
const NEXT_STATUSES: Record<SessionStatus, SessionStatus[]> = {
  scheduled: ['completed', 'cancelled'],
  cancelled: ['scheduled'],
  completed: [],
};

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    id: 's1',
    cycleId: 'c1',
    cycleTitle: 'Nurturing Fathers',
    groupId: 'g1',
    number: 1,
    title: 'Session 1',
    startsAt: '2026-03-04T00:00:00Z',
    endsAt: '2026-03-04T01:30:00Z',
    location: 'Community Center',
    notes: '',
    status: 'scheduled',
    nextStatuses: NEXT_STATUSES[overrides.status ?? 'scheduled'],
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function makeRosterEntry(overrides: Partial<RosterEntry> = {}): RosterEntry {
  return {
    fatherId: 'f1',
    firstName: 'Sam',
    lastName: 'Rivera',
    status: null,
    minutes: null,
    note: '',
    markedBy: null,
    markedAt: null,
    ...overrides,
  };
}

/** One session of a father's attendance history (`GET /api/fathers/{id}/attendance`). */
export function makeAttendanceRecord(overrides: Partial<components['schemas']['HistoryEntry']> = {}): components['schemas']['HistoryEntry'] {
  return {
    sessionId: 's1',
    cycleId: 'c1',
    cycleTitle: 'Nurturing Fathers',
    number: 1,
    title: 'Session 1',
    startsAt: '2026-03-04T00:00:00.000Z',
    endsAt: '2026-03-04T01:30:00.000Z',
    sessionStatus: 'completed',
    status: null,
    minutes: null,
    method: null,
    counts: true,
    member: true,
    ...overrides,
  };
}

/** A program as `GET /api/programs` answers it: open, not confidential, nobody on its staff yet. */
export function makeProgram(overrides: Partial<components['schemas']['Program']> = {}): components['schemas']['Program'] {
  return {
    id: 'p1',
    name: 'Fatherhood Matters',
    code: 'FM',
    confidential: false,
    archivedAt: null,
    staff: [],
    groupCount: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}
