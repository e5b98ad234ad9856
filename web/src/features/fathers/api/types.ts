// Case management's records as the API sends them (schema.gen.ts, `make api-types`): a
// father's contacts and referrals, seen on his record by staff only.
import type { components } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

/** `note` is null for a sensitive contact the reader may not read; `staffId` null once the author's account is gone. */
export type CaseContact = Schemas['CaseContact'];
export type NewContactInput = Schemas['NewContactInput'];
/** Absent fields are left as they are; `followUpDue: null` clears the follow-up. */
export type ContactChanges = Schemas['ContactInput'];
export type ContactMethod = Schemas['ContactMethod'];
export type ContactOutcome = Schemas['ContactOutcome'];

export type Referral = Schemas['Referral'];
export type ReferralStep = Schemas['ReferralStep'];
export type NewReferralInput = Schemas['NewReferralInput'];
export type ReferralChanges = Schemas['ReferralInput'];
export type ReferralStatus = Schemas['ReferralStatus'];
export type ReferralType = Schemas['ReferralType'];

/** Every value of `T` in the order shown: a value missing from the list fails the type check. */
type Complete<T extends string, A extends readonly T[]> = [T] extends [A[number]] ? A : never;

const CONTACT_METHOD_LIST = ['call', 'text', 'email', 'visit', 'meeting', 'other'] as const;
export const CONTACT_METHODS: Complete<ContactMethod, typeof CONTACT_METHOD_LIST> = CONTACT_METHOD_LIST;

const CONTACT_OUTCOME_LIST = ['reached', 'no-answer', 'left-message', 'wrong-number'] as const;
export const CONTACT_OUTCOMES: Complete<ContactOutcome, typeof CONTACT_OUTCOME_LIST> = CONTACT_OUTCOME_LIST;

const REFERRAL_STATUS_LIST = ['made', 'accepted', 'in-progress', 'completed', 'declined', 'no-show'] as const;
export const REFERRAL_STATUSES: Complete<ReferralStatus, typeof REFERRAL_STATUS_LIST> = REFERRAL_STATUS_LIST;

const REFERRAL_TYPE_LIST = [
  'employment',
  'education',
  'legal',
  'child-support',
  'housing',
  'health',
  'mental-health',
  'substance-use',
  'domestic-violence',
  'other',
] as const;
export const REFERRAL_TYPES: Complete<ReferralType, typeof REFERRAL_TYPE_LIST> = REFERRAL_TYPE_LIST;
