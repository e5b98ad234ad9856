import type { TFunction } from 'i18next';
import type { User } from '@/lib/api/types';
import { toLanguage } from '@/lib/i18n';

export function roleLabel(t: TFunction, user: Pick<User, 'isAdmin'>): string {
  return user.isAdmin ? t('roles.admin') : t('roles.father');
}

export function languageLabel(t: TFunction, language: string): string {
  return t(`languages.${toLanguage(language)}`);
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
