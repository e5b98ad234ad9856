import type { TFunction } from 'i18next';
import type { ActivitySummary } from '@/lib/api/types';

// The activity types (docs/PRODUCT.md, "Activities"), as the feeds (users, dashboard) show them.

/**
 * The activity's sentence in the reader's language; one written before sentences were kept as
 * data (or one this build does not know) is shown as the server wrote it.
 */
export function activityText(t: TFunction, activity: { description: string; summary?: ActivitySummary | null }): string {
  const { summary } = activity;
  if (!summary) return activity.description;
  const names = { ...summary.names };
  if (names.status) names.status = t(`activitySentences.status.${names.status}`, { defaultValue: names.status });
  return t(`activitySentences.${summary.key}`, { ...names, defaultValue: activity.description });
}

const ACTION_KEYS: Record<string, string> = {
  'signed in': 'signedIn',
  'completed course': 'completedCourse',
  'missed session': 'missedSession',
  'viewed-sensitive': 'viewedSensitive',
};

/** The activity type in the reader's language; an unknown type is shown as the server sent it. */
export function actionLabel(t: TFunction, action: string): string {
  const key = ACTION_KEYS[action] ?? action;
  return t(`activityActions.${key}`, { defaultValue: action });
}

const ACTION_COLORS: Record<string, string> = {
  created: 'green',
  updated: 'blue',
  deleted: 'red',
  'signed in': 'gray',
  joined: 'teal',
  messaged: 'cyan',
  announced: 'orange',
  attended: 'teal',
  completed: 'indigo',
  'completed course': 'grape',
  'missed session': 'yellow',
  contacted: 'lime',
  referred: 'violet',
  texted: 'pink',
  'viewed-sensitive': 'red',
};

export function actionColor(action: string): string {
  return ACTION_COLORS[action] ?? 'gray';
}
