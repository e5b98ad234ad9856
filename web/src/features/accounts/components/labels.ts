import type { TFunction } from 'i18next';
import type { User } from '@/lib/api/types';
import { toLanguage } from '@/lib/i18n';

/** An account's role as the users screen names it: `isAdmin` and `staffRole` together. */
export const ACCOUNT_ROLES = ['father', 'staff', 'director'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export function accountRole(user: Pick<User, 'isAdmin' | 'staffRole'>): AccountRole {
  if (!user.isAdmin) return 'father';
  return user.staffRole === 'director' ? 'director' : 'staff';
}

/** What the API takes for a role: a father's account has no staff role. */
export function roleFields(role: AccountRole): { isAdmin: boolean; staffRole: 'director' | 'staff' | null } {
  return role === 'father' ? { isAdmin: false, staffRole: null } : { isAdmin: true, staffRole: role };
}

export function roleLabel(t: TFunction, user: Pick<User, 'isAdmin' | 'staffRole'>): string {
  return t(`roles.${accountRole(user)}`);
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
