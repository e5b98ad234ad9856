import { describe, expect, it } from 'vitest';
import type { RosterEntry } from '@/lib/api/program';
import { draftFrom, markAllPresent, pendingCounts, withChosenMark } from './attendance';

function entry(fatherId: string, status: RosterEntry['status'] = null, minutes: number | null = null, markedAt: string | null = null): RosterEntry {
  return { fatherId, firstName: fatherId, lastName: 'X', status, minutes, note: '', markedBy: null, markedAt };
}

const T1 = '2026-03-02T18:05:00.000Z';
const T2 = '2026-03-02T18:06:00.000Z';

describe('attendance draft', () => {
  const roster = [entry('a'), entry('b', 'late', 45, '2026-03-02T18:00:00Z'), entry('c')];

  it('marks only fathers without a status present', () => {
    const chosen = withChosenMark({}, roster[2], { status: 'absent', minutes: '', note: '' }, T1);
    const draft = draftFrom(roster, markAllPresent(roster, chosen, T2));
    expect(draft.a.status).toBe('present');
    expect(draft.b).toEqual({ status: 'late', minutes: '45', note: '' });
    expect(draft.c.status).toBe('absent');
  });

  it('keeps each choice with the mark it replaces, however often it changes', () => {
    let pending = withChosenMark({}, roster[1], { status: 'absent', minutes: '', note: '' }, T1);
    expect(pending.b).toEqual({ status: 'absent', minutes: '', note: '', expected: '2026-03-02T18:00:00Z', changedAt: T1, queued: false });
    // The roster reloads with someone else's mark meanwhile: his choice still replaces the one he saw.
    pending = withChosenMark(pending, { ...roster[1], markedAt: '2026-03-02T18:30:00Z' }, { status: 'excused', minutes: '', note: '' }, T2);
    expect(pending.b.expected).toBe('2026-03-02T18:00:00Z');
    expect(pendingCounts(pending)).toEqual({ unsaved: 1, waiting: 0, conflicts: 0, total: 1 });
  });

  it('has nothing to send once a choice is changed back to what is saved', () => {
    const pending = withChosenMark({}, roster[1], { status: 'absent', minutes: '', note: '' }, T1);
    expect(withChosenMark(pending, roster[1], { status: 'late', minutes: ' 45', note: '' }, T2)).toEqual({});
  });
});
