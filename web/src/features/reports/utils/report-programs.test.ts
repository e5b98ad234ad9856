import { describe, expect, it } from 'vitest';
import { makeProgram } from '@/testing/program';
import { reportProgramChoices } from './report-programs';

const fm = makeProgram({ staff: [{ userId: 'm1', displayName: 'Mia', role: 'staff' }] });
const yd = makeProgram({ id: 'p2', name: 'Young Dads', staff: [{ userId: 'm1', displayName: 'Mia', role: 'manager' }] });
const old = makeProgram({ id: 'p3', name: 'Old', archivedAt: '2026-01-01T00:00:00Z', staff: [{ userId: 'm1', displayName: 'Mia', role: 'manager' }] });
const director = { userId: 'd1', director: true };
const mia = { userId: 'm1', director: false };

describe('reportProgramChoices', () => {
  it('offers a director every program once there are two', () => {
    expect(reportProgramChoices([fm, yd, old], director)).toEqual([fm, yd, old]);
    expect(reportProgramChoices([fm], director)).toBeNull();
    expect(reportProgramChoices([fm], director, 'p2')).toEqual([fm]);
  });

  it('offers a staff member the programs he manages, archived ones too, even one', () => {
    expect(reportProgramChoices([fm, yd, old], mia)).toEqual([yd, old]);
    expect(reportProgramChoices([fm, yd], mia)).toEqual([yd]);
    expect(reportProgramChoices([fm], mia)).toBeNull();
    expect(reportProgramChoices([fm], { userId: 'x', director: false })).toBeNull();
  });

  it('keeps a chosen program shown while the programs are read', () => {
    expect(reportProgramChoices(undefined, mia)).toBeNull();
    expect(reportProgramChoices(undefined, mia, 'p2')).toEqual([]);
    expect(reportProgramChoices(undefined, director, 'p2')).toEqual([]);
  });
});
