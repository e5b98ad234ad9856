import dayjs, { type Dayjs } from 'dayjs';
import { INPUT_DATE_FORMAT } from '@/lib/dates';

// The funder report's ranges: whole days, first and last included, as <input type="date">
// and the API write them. Presets are counted from the viewer's today.

export interface DayRange {
  from: string;
  to: string;
}

export const PRESETS = ['thisMonth', 'lastMonth', 'lastQuarter', 'thisYear', 'grantYear'] as const;
export type Preset = (typeof PRESETS)[number];

const day = (date: Dayjs) => date.format(INPUT_DATE_FORMAT);

function quarterStart(date: Dayjs): Dayjs {
  return date.startOf('month').month(Math.floor(date.month() / 3) * 3);
}

/**
 * The federal fiscal year holding `today`: October 1 to September 30, named by the year it
 * ends in (FY2026 runs from Oct 1, 2025 to Sep 30, 2026). Fatherhood grants report on it.
 */
export function grantYear(today: Dayjs = dayjs()): DayRange & { fiscalYear: number } {
  const fiscalYear = today.month() >= 9 ? today.year() + 1 : today.year();
  return { from: `${fiscalYear - 1}-10-01`, to: `${fiscalYear}-09-30`, fiscalYear };
}

export function presetRange(preset: Preset, today: Dayjs = dayjs()): DayRange {
  switch (preset) {
    case 'thisMonth':
      return { from: day(today.startOf('month')), to: day(today.endOf('month')) };
    case 'lastMonth': {
      const month = today.startOf('month').subtract(1, 'month');
      return { from: day(month), to: day(month.endOf('month')) };
    }
    case 'lastQuarter': {
      const start = quarterStart(today).subtract(3, 'month');
      return { from: day(start), to: day(start.add(2, 'month').endOf('month')) };
    }
    case 'thisYear':
      return { from: day(today.startOf('year')), to: day(today.endOf('year')) };
    case 'grantYear': {
      const { from, to } = grantYear(today);
      return { from, to };
    }
  }
}

export type RangeProblem = { field: 'from' | 'to'; problem: 'invalid' | 'reversed' };

/** What is wrong with a range before asking the server, or null. */
export function rangeProblem(range: DayRange): RangeProblem | null {
  const valid = (value: string) => dayjs(value, INPUT_DATE_FORMAT, true).isValid();
  if (!valid(range.from)) return { field: 'from', problem: 'invalid' };
  if (!valid(range.to)) return { field: 'to', problem: 'invalid' };
  if (range.to < range.from) return { field: 'to', problem: 'reversed' };
  return null;
}

/** The name the server gives the spreadsheet: report-2026-01-01-2026-03-31.csv. */
export function reportFileName(range: DayRange): string {
  return `report-${range.from}-${range.to}.csv`;
}

/** The incentive ledger's spreadsheet: incentives-2026-01-01-2026-03-31.csv. */
export function incentivesFileName(range: DayRange): string {
  return `incentives-${range.from}-${range.to}.csv`;
}
