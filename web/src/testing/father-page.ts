import type { Father } from '@/lib/api/program';
import type { User } from '@/lib/api/types';
import { authAnswer, json, mockApi, staffOf, type Handler } from './api';
import { makeProgram } from './program';

/**
 * The reads a father's page (`/fathers/f1`) makes, as `viewer` signed in with `staff` on the
 * program: his record as `father()` says, and nothing yet under it. `extra` answers the rest
 * and overrides any of these (his consents, his incentives, the writes).
 */
export function fatherPageApi(viewer: User, staff: User[], father: () => Father, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(viewer)),
    'GET /api/staff': () => json(staffOf(staff)),
    'GET /api/fathers/f1': () => json(father()),
    'GET /api/fathers/f1/progress': () =>
      json({ countable: 0, attended: 0, rate: 0, hours: 0, consecutiveAbsences: 0, lastAttended: null, atRisk: false }),
    'GET /api/milestones': () => json([]),
    'GET /api/cycles': () => json([]),
    'GET /api/groups': () => json([]),
    'GET /api/fathers/f1/activity': () => json([]),
    'GET /api/fathers/f1/contacts': () => json([]),
    'GET /api/fathers/f1/referrals': () => json([]),
    'GET /api/fathers/f1/consents': () => json([]),
    'GET /api/fathers/f1/incentives': () => json([]),
    'GET /api/fathers/f1/texts': () => json([]),
    'GET /api/fathers/f1/submissions': () => json([]),
    // One program, as an organisation that runs one: his page shows no programs of his.
    'GET /api/programs': () => json([makeProgram()]),
    ...extra,
  });
}
