import { describe, expect, it } from 'vitest';
import type { RosterEntry } from '@/lib/api/program';
import { draftFrom, markAllPresent, toMarks, unsavedCount } from './attendance';

function entry(fatherId: string, status: RosterEntry['status'] = null, minutes: number | null = null): RosterEntry {
  return { fatherId, firstName: fatherId, lastName: 'X', status, minutes, note: '', markedBy: null, markedAt: null };
}

describe('attendance draft', () => {
  const roster = [entry('a'), entry('b', 'late', 45), entry('c')];

  it('marks only fathers without a status present', () => {
    const chosen = { ...draftFrom(roster), c: { status: 'absent' as const, minutes: '', note: '' } };
    const all = markAllPresent(chosen);
    expect(all.a.status).toBe('present');
    expect(all.b).toEqual({ status: 'late', minutes: '45', note: '' });
    expect(all.c.status).toBe('absent');
  });

  it('sends every father with a status, and counts what is unsaved', () => {
    const draft = { ...draftFrom(roster), a: { status: 'present' as const, minutes: ' ', note: ' ok ' } };
    expect(unsavedCount(roster, draft)).toBe(1);
    expect(toMarks(roster, draft)).toEqual([
      { fatherId: 'a', status: 'present', minutes: null, note: 'ok' },
      { fatherId: 'b', status: 'late', minutes: 45, note: '' },
    ]);
    expect(unsavedCount(roster, draftFrom(roster))).toBe(0);
  });
});
