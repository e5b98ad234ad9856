import type { TFunction } from 'i18next';
import type { ContactMethod, ContactOutcome, ReferralStatus, ReferralType } from '../api/casework';

// Case management's values in the reader's language (`program.contactMethod.*`, …). The API's
// values have hyphens; the strings' keys are words, as every key of the app is.

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
  return t(`program.contactMethod.${method}`);
}

export function contactOutcomeLabel(t: TFunction, outcome: ContactOutcome): string {
  return t(`program.contactOutcome.${OUTCOME_KEYS[outcome]}`);
}

/** A type the app does not know yet (a newer server's) as it was sent. */
export function referralTypeLabel(t: TFunction, type: ReferralType | (string & {})): string {
  const key = REFERRAL_TYPE_KEYS[type as ReferralType] as (typeof REFERRAL_TYPE_KEYS)[ReferralType] | undefined;
  return key ? t(`program.referralType.${key}`) : type;
}

/** A status the app does not know yet (a newer server's) as it was sent. */
export function referralStatusLabel(t: TFunction, status: ReferralStatus | (string & {})): string {
  const key = REFERRAL_STATUS_KEYS[status as ReferralStatus] as (typeof REFERRAL_STATUS_KEYS)[ReferralStatus] | undefined;
  return key ? t(`program.referralStatus.${key}`) : status;
}
