import dayjs, { type Dayjs } from 'dayjs';
import { INPUT_DATE_FORMAT } from '@/lib/dates';

// A contact's follow-up day, as <input type="date"> and the API write it. Presets are counted
// from the viewer's today: staff work where the program is, as the report's presets assume.

export const FOLLOW_UP_PRESETS = ['tomorrow', 'threeDays', 'nextWeek'] as const;
export type FollowUpPreset = (typeof FOLLOW_UP_PRESETS)[number];

const DAYS_AHEAD: Record<FollowUpPreset, number> = { tomorrow: 1, threeDays: 3, nextWeek: 7 };

export function followUpDay(preset: FollowUpPreset, today: Dayjs = dayjs()): string {
  return today.startOf('day').add(DAYS_AHEAD[preset], 'day').format(INPUT_DATE_FORMAT);
}

/** The preset that gives `day` from `today`, if any: the chip shown chosen. */
export function presetOf(day: string, today: Dayjs = dayjs()): FollowUpPreset | null {
  return FOLLOW_UP_PRESETS.find((preset) => followUpDay(preset, today) === day) ?? null;
}
