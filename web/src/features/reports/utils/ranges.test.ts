import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { grantYear, presetRange, rangeProblem, reportFileName } from './ranges';

const on = (date: string) => dayjs(date);

describe('report ranges', () => {
  it('covers this month and last month, whole', () => {
    expect(presetRange('thisMonth', on('2026-02-14'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('thisMonth', on('2028-02-29'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('lastMonth', on('2026-03-31'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', on('2026-01-10'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it.each([
    ['2026-01-01', '2025-10-01', '2025-12-31'],
    ['2026-03-31', '2025-10-01', '2025-12-31'],
    ['2026-04-01', '2026-01-01', '2026-03-31'],
    ['2026-06-15', '2026-01-01', '2026-03-31'],
    ['2026-08-31', '2026-04-01', '2026-06-30'],
    ['2026-11-23', '2026-07-01', '2026-09-30'],
    ['2026-12-31', '2026-07-01', '2026-09-30'],
  ])('on %s, last quarter is %s to %s', (today, from, to) => {
    expect(presetRange('lastQuarter', on(today))).toEqual({ from, to });
  });

  it('covers this calendar year', () => {
    expect(presetRange('thisYear', on('2026-07-04'))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it.each([
    ['2026-09-30', 2026, '2025-10-01', '2026-09-30'],
    ['2026-10-01', 2027, '2026-10-01', '2027-09-30'],
    ['2026-01-15', 2026, '2025-10-01', '2026-09-30'],
    ['2026-12-31', 2027, '2026-10-01', '2027-09-30'],
  ])('on %s, the grant year is FY%s: %s to %s (federal, October to September)', (today, fiscalYear, from, to) => {
    expect(grantYear(on(today))).toEqual({ fiscalYear, from, to });
    expect(presetRange('grantYear', on(today))).toEqual({ from, to });
  });

  it('finds a bad or reversed range before asking, and names the field', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-01-31' })).toEqual({ field: 'from', problem: 'invalid' });
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-31' })).toEqual({ field: 'from', problem: 'invalid' });
    expect(rangeProblem({ from: '2026-01-01', to: 'soon' })).toEqual({ field: 'to', problem: 'invalid' });
    expect(rangeProblem({ from: '2026-02-01', to: '2026-01-31' })).toEqual({ field: 'to', problem: 'reversed' });
  });

  it('names the spreadsheet after its days', () => {
    expect(reportFileName({ from: '2026-01-01', to: '2026-03-31' })).toBe('report-2026-01-01-2026-03-31.csv');
  });
});
