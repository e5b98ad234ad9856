// Case management as the API sends it: contacts with fathers, their follow-ups, and referrals to
// partner services (CONTRACT.md, "Case management"). The shapes are the server's OpenAPI
// document's (schema.gen.ts, `make api-types`): never write an API type by hand. The open
// follow-ups are read by the navigation (the overdue count) and by the follow-ups page, so the
// read is here, once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/AuthProvider';
import { isStaff } from '@/lib/auth/roles';
import { GET } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { components, operations } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

export type ContactMethod = Schemas['ContactMethod'];
export type ContactOutcome = Schemas['ContactOutcome'];
/** One contact with a father; `note` is null when it is sensitive and hidden from this reader. */
export type CaseContact = Schemas['CaseContact'];
/** An open follow-up: its contact, with the father's name. */
export type FollowUp = Schemas['FollowUp'];

export type ReferralStatus = Schemas['ReferralStatus'];
export type ReferralType = Schemas['ReferralType'];
export type Referral = Schemas['Referral'];
/** A referral of the list of every referral in the reader's scope: with the father's name. */
export type ReferralEntry = Schemas['ReferralEntry'];
export type ReferralInput = Schemas['ReferralInput'];

/** Which open follow-ups: due before today, today, or in the next seven days. */
export type FollowUpWhen = NonNullable<NonNullable<operations['list_follow_ups']['parameters']['query']>['when']>;

function allOf<T extends string>() {
  return <const A extends readonly T[]>(values: A & ([T] extends [A[number]] ? unknown : never)) => values;
}

export const CONTACT_METHODS = allOf<ContactMethod>()(['call', 'text', 'email', 'visit', 'meeting', 'other']);
export const CONTACT_OUTCOMES = allOf<ContactOutcome>()(['reached', 'no-answer', 'left-message', 'wrong-number']);
export const FOLLOW_UP_WHENS = allOf<FollowUpWhen>()(['overdue', 'today', 'week']);
export const REFERRAL_TYPES = allOf<ReferralType>()([
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
]);
/** In the order a referral goes through them; the last two end it too. */
export const REFERRAL_STATUSES = allOf<ReferralStatus>()(['made', 'accepted', 'in-progress', 'completed', 'declined', 'no-show']);

/**
 * Every read of follow-ups: under PROGRAM_KEY, so a contact logged or changed anywhere (a program
 * mutation) reads them again, and the navigation's count with them.
 */
export const FOLLOW_UPS_KEY = [...PROGRAM_KEY, 'follow-ups'] as const;

/** How many open follow-ups a list reads at once: the earliest due; the count shows '99+' past 99. */
export const FOLLOW_UPS_LIMIT = 100;

export function getFollowUps(when: FollowUpWhen) {
  return GET('/api/follow-ups', { params: { query: { when, limit: FOLLOW_UPS_LIMIT } } });
}

/**
 * One list of open follow-ups, earliest due first. Read again when the window comes back into
 * focus and every few minutes: a follow-up falls due while the app stays open.
 */
export function followUpsQuery(userId: string, when: FollowUpWhen) {
  return queryOptions({
    queryKey: [...FOLLOW_UPS_KEY, userId, when],
    queryFn: () => getFollowUps(when),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 5 * 60_000,
  });
}

/**
 * Open follow-ups of the fathers in the reader's scope (staff only: nothing is asked for a
 * father). `fetch: false` only reads what another reader asks for (see `useUnread`).
 */
export function useFollowUps(when: FollowUpWhen, { fetch = true }: { fetch?: boolean } = {}) {
  const { user } = useAuth();
  return useQuery({ ...followUpsQuery(user?.id ?? '', when), enabled: isStaff(user) && fetch });
}

/** The overdue follow-ups' count of the navigation: the same read as the page's Overdue list. */
export function useOverdueCount(options?: { fetch?: boolean }): number {
  return useFollowUps('overdue', options).data?.length ?? 0;
}
