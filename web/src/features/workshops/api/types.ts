// The session's incentives as the API takes and answers them: the server's OpenAPI document's
// shapes (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

export type { Incentive, IncentiveKind } from '@/features/incentives';
/** One reward for each of `fatherIds`; `allowDuplicate: true` gives it again to those who had it. */
export type SessionIncentivesInput = components['schemas']['NewSessionIncentives'];
/** `created`: one per father given it now; `duplicates`: the fathers who had it already, given nothing. */
export type SessionIncentives = components['schemas']['SessionIncentives'];
