import { afterEach, describe, expect, it } from 'vitest';
import {
  keepMine,
  keepTheirs,
  forgetPendingMarks,
  loadAllPendingMarks,
  loadPendingMarks,
  marksToSend,
  memoryMarkStore,
  pendingMarksWritten,
  queueAll,
  resetPendingMarksForTests,
  unsentMarkCount,
  updatePendingMarks,
  withConflicts,
  withoutSent,
  type MarkConflict,
  type PendingMark,
  type PendingMarks,
} from './pending-marks';

function mark(overrides: Partial<PendingMark> = {}): PendingMark {
  return { status: 'present', minutes: '', note: '', expected: null, changedAt: '2026-03-02T18:05:00Z', queued: true, ...overrides };
}

const theirs: MarkConflict = {
  fatherId: 'f1',
  firstName: 'Carlos',
  lastName: 'Rivera',
  status: 'absent',
  minutes: null,
  note: 'Called in sick',
  markedBy: 'u2',
  markedAt: '2026-03-02T18:10:00Z',
  markedByName: 'Maria Lopez',
};

afterEach(() => resetPendingMarksForTests());

describe('what is sent', () => {
  it('sends queued marks with a status and the mark each replaces, not typed ones or those awaiting a choice', () => {
    const marks: PendingMarks = {
      f1: mark({ minutes: ' 45 ', note: ' left early ', expected: '2026-03-02T18:00:00Z' }),
      f2: mark({ queued: false }),
      f3: mark({ conflict: theirs }),
      f4: mark({ status: null }),
    };
    expect(marksToSend(marks)).toEqual([
      { fatherId: 'f1', status: 'present', minutes: 45, note: 'left early', expected: '2026-03-02T18:00:00Z' },
    ]);
  });

  it('Save queues every typed mark that has a status', () => {
    const queued = queueAll({ f1: mark({ queued: false }), f2: mark({ queued: false, status: null }) });
    expect(queued.f1.queued).toBe(true);
    expect(queued.f2.queued).toBe(false);
  });

  it('forgets what the server saved, but not a change made while the request was on its way', () => {
    const sent = { f1: mark(), f2: mark() };
    const changedMeanwhile = { ...sent.f2, status: 'late' as const, queued: false };
    expect(withoutSent({ ...sent, f2: changedMeanwhile, f3: mark() }, sent)).toEqual({ f2: changedMeanwhile, f3: mark() });
  });
});

describe('a mark someone else changed meanwhile', () => {
  it('keeps both until the coordinator chooses', () => {
    const marks = withConflicts({ f1: mark(), f2: mark() }, [theirs]);
    expect(marks.f1).toMatchObject({ status: 'present', conflict: theirs });
    expect(marks.f2.conflict).toBeUndefined();
    expect(marksToSend(marks).map((m) => m.fatherId)).toEqual(['f2']);
  });

  it('"keep mine" sends his mark again, now replacing theirs', () => {
    const marks = keepMine(withConflicts({ f1: mark() }, [theirs]), 'f1');
    expect(marks.f1.conflict).toBeUndefined();
    expect(marksToSend(marks)).toEqual([
      { fatherId: 'f1', status: 'present', minutes: null, note: '', expected: '2026-03-02T18:10:00Z' },
    ]);
  });

  it('"keep theirs" drops his mark', () => {
    expect(keepTheirs(withConflicts({ f1: mark(), f2: mark() }, [theirs]), 'f1')).toEqual({ f2: mark() });
  });
});

describe('the store on the device', () => {
  it('keeps marks across a reload, per person and session', async () => {
    const device = memoryMarkStore();
    resetPendingMarksForTests(device);
    updatePendingMarks('u1', 's1', () => ({ f1: mark() }));
    updatePendingMarks('u1', 's2', () => ({ f2: mark({ queued: false }) }));
    updatePendingMarks('u9', 's1', () => ({ f3: mark() }));
    expect(unsentMarkCount()).toBe(3);
    await pendingMarksWritten();

    // A reload: memory is gone, the device still has them.
    resetPendingMarksForTests(device);
    expect(unsentMarkCount()).toBe(0);
    expect((await loadAllPendingMarks('u1')).sort()).toEqual(['s1', 's2']);
    expect(await loadPendingMarks('u1', 's1')).toEqual({ f1: mark() });
    expect(unsentMarkCount()).toBe(2);
  });

  it('removes a session from the device once nothing of it is left to send', async () => {
    const device = memoryMarkStore();
    resetPendingMarksForTests(device);
    updatePendingMarks('u1', 's1', () => ({ f1: mark() }));
    updatePendingMarks('u1', 's1', () => ({}));
    await pendingMarksWritten();
    expect(await device.keys()).toEqual([]);
  });

  it('writes the changes in the order they were made', async () => {
    const device = memoryMarkStore();
    resetPendingMarksForTests(device);
    for (const status of ['present', 'late', 'absent'] as const) {
      updatePendingMarks('u1', 's1', (marks) => ({ ...marks, f1: mark({ status }) }));
    }
    await pendingMarksWritten();
    expect((await device.get('u1:s1'))?.f1.status).toBe('absent');
  });

  it('on sign-out forgets that person’s marks only', async () => {
    const device = memoryMarkStore();
    resetPendingMarksForTests(device);
    updatePendingMarks('u1', 's1', () => ({ f1: mark() }));
    updatePendingMarks('u2', 's1', () => ({ f2: mark() }));
    await pendingMarksWritten();
    await forgetPendingMarks('u1');
    expect(unsentMarkCount()).toBe(1);
    expect(await device.keys()).toEqual(['u2:s1']);
  });
});
