import type { TFunction } from 'i18next';
import { weekdayLabel } from '@/components/program/labels';
import type { Group } from '@/lib/api/program';
import { formatTime } from '@/lib/dates';

/** 'Tuesday 6:00 PM' from the stored day and 'HH:MM' time; whatever is set of the two. */
export function meetingLabel(t: TFunction, group: Pick<Group, 'meetingDay' | 'meetingTime'>): string {
  const time = /^\d{1,2}:\d{2}$/.test(group.meetingTime.trim())
    ? formatTime(`2000-01-01T${group.meetingTime.trim().padStart(5, '0')}`)
    : group.meetingTime;
  return [group.meetingDay ? weekdayLabel(t, group.meetingDay) : '', time].filter(Boolean).join(' ');
}
