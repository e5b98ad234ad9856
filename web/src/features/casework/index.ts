// What other areas may use of case management (the server's contacts and referrals): the
// vocabulary, its labels, the overdue follow-ups' count of the navigation, and closing a
// follow-up (from the follow-ups list or a father's contact log: either way the same caches move).
export {
  CONTACT_METHODS,
  CONTACT_OUTCOMES,
  REFERRAL_STATUSES,
  REFERRAL_TYPES,
  useOverdueCount,
  type CaseContact,
  type ContactMethod,
  type ContactOutcome,
  type Referral,
  type ReferralStatus,
  type ReferralType,
} from './api/casework';
export {
  contactMethodLabel,
  contactOutcomeLabel,
  referralStatusLabel,
  referralTypeLabel,
} from './components/case-labels';
export { useMarkFollowUpDone } from './api/mark-follow-up-done';
