// What other areas may use of case management (the server's contacts and referrals): the
// vocabulary, its labels, and the overdue follow-ups' count of the navigation.
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
