// Case management's records as the API sends them (schema.gen.ts, `make api-types`): a
// father's contacts and referrals, seen on his record by staff only. The vocabularies are the
// app's (features/casework/api/casework.ts), shared with the follow-ups and referrals pages.
import type { components } from '@/lib/api/schema.gen';

export {
  CONTACT_METHODS,
  CONTACT_OUTCOMES,
  REFERRAL_STATUSES,
  REFERRAL_TYPES,
  type CaseContact,
  type ContactMethod,
  type ContactOutcome,
  type Referral,
  type ReferralStatus,
  type ReferralType,
} from '@/features/casework';

type Schemas = components['schemas'];

export type NewContactInput = Schemas['NewContactInput'];
/** Absent fields are left as they are; `followUpDue: null` clears the follow-up. */
export type ContactChanges = Schemas['ContactInput'];
export type ReferralStep = Schemas['ReferralStep'];
export type NewReferralInput = Schemas['NewReferralInput'];
export type ReferralChanges = Schemas['ReferralInput'];
/** Everything recorded about a father (directors), as `GET /api/fathers/{id}/export` sends it. */
export type FatherExport = Schemas['FatherExport'];
/** His time in one program: its status, dates and case manager. */
export type Enrolment = Schemas['Enrolment'];
export type NewEnrolmentInput = Schemas['NewEnrolmentInput'];
/** Absent fields are left as they are. */
export type EnrolmentChanges = Schemas['EnrolmentInput'];
