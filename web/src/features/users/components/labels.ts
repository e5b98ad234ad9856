import type { TFunction } from 'i18next';
import type { User } from '@/lib/api/types';
import { toLanguage } from '@/lib/i18n';

export function roleLabel(t: TFunction, user: Pick<User, 'isAdmin'>): string {
  return user.isAdmin ? t('roles.admin') : t('roles.father');
}

export function languageLabel(t: TFunction, language: string): string {
  return t(`languages.${toLanguage(language)}`);
}

const ACTION_KEYS: Record<string, string> = {
  'signed in': 'signedIn',
  'completed course': 'completedCourse',
  'missed session': 'missedSession',
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
};

export function actionColor(action: string): string {
  return ACTION_COLORS[action] ?? 'gray';
}

/**
 * A formatted date that may wrap only between the day and the time ('Jan 5, 2025' / '3:07 PM'),
 * so table columns stay narrow without breaking a date in odd places.
 */
export function wrapBeforeTime(formatted: string): string {
  const words = formatted.split(' ');
  if (words.length < 3) return formatted;
  return `${words.slice(0, -2).join('\u00A0')} ${words.slice(-2).join('\u00A0')}`;
}
