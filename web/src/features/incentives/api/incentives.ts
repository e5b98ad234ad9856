// The incentive ledger as the API sends it (CONTRACT.md, "Consent, incentives and a father's
// data"): gift cards, bus passes, meals and childcare given to a father, never edited or deleted,
// only voided by a director. The shapes are the server's OpenAPI document's (schema.gen.ts,
// `make api-types`); the vocabulary is here once, for the session page, the father's page and
// the funder report.
import type { components } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

export type IncentiveKind = Schemas['IncentiveKind'];
/** One line of the ledger; `voidedAt`, `voidedBy` and `voidReason` are set once a director voided it. */
export type Incentive = Schemas['Incentive'];

function allOf<T extends string>() {
  return <const A extends readonly T[]>(values: A & ([T] extends [A[number]] ? unknown : never)) => values;
}

export const INCENTIVE_KINDS = allOf<IncentiveKind>()(['gift-card', 'transport', 'food', 'childcare', 'other']);

/** What was given and not voided, in cents. */
export function totalGiven(incentives: readonly Incentive[]): number {
  return incentives.reduce((sum, incentive) => (incentive.voidedAt ? sum : sum + incentive.amountCents), 0);
}
