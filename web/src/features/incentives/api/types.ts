// What the incentive sections send and read beside the ledger's own shapes (./incentives.ts):
// the server's OpenAPI document's (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

export type { Incentive, IncentiveKind } from './incentives';
/** `allowDuplicate: true` gives the same reward (father, kind, session) a second time. */
export type NewIncentive = Schemas['NewIncentive'];
export type VoidIncentive = Schemas['VoidIncentive'];
/** One reward for each of `fatherIds`; `allowDuplicate: true` gives it again to those who had it. */
export type SessionIncentivesInput = Schemas['NewSessionIncentives'];
/** `created`: one per father given it now; `duplicates`: the fathers who had it already, given nothing. */
export type SessionIncentives = Schemas['SessionIncentives'];
