import type { TFunction } from 'i18next';
import type { ContactMethod, ContactOutcome, ReferralStatus, ReferralType } from '../api/types';

// Case work's vocabularies in the reader's language. The API's values have hyphens; the
// strings' keys are camelCase, one segment each.

const OUTCOME_KEYS = {
  reached: 'reached',
  'no-answer': 'noAnswer',
  'left-message': 'leftMessage',
  'wrong-number': 'wrongNumber',
} as const satisfies Record<ContactOutcome, string>;

const REFERRAL_TYPE_KEYS = {
  employment: 'employment',
  education: 'education',
  legal: 'legal',
  'child-support': 'childSupport',
  housing: 'housing',
  health: 'health',
  'mental-health': 'mentalHealth',
  'substance-use': 'substanceUse',
  'domestic-violence': 'domesticViolence',
  other: 'other',
} as const satisfies Record<ReferralType, string>;

const REFERRAL_STATUS_KEYS = {
  made: 'made',
  accepted: 'accepted',
  'in-progress': 'inProgress',
  completed: 'completed',
  declined: 'declined',
  'no-show': 'noShow',
} as const satisfies Record<ReferralStatus, string>;

export function contactMethodLabel(t: TFunction, method: ContactMethod): string {
  return t(`fathers.contacts.methods.${method}`);
}

export function contactOutcomeLabel(t: TFunction, outcome: ContactOutcome): string {
  return t(`fathers.contacts.outcomes.${OUTCOME_KEYS[outcome]}`);
}

export function referralTypeLabel(t: TFunction, type: ReferralType): string {
  return t(`fathers.referrals.types.${REFERRAL_TYPE_KEYS[type]}`);
}

export function referralStatusLabel(t: TFunction, status: ReferralStatus): string {
  return t(`fathers.referrals.statuses.${REFERRAL_STATUS_KEYS[status]}`);
}
