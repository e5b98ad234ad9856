import type { TFunction } from 'i18next';
import type { IncentiveKind } from '../api/incentives';

// The API's kinds have hyphens; the strings' keys are words, as every key of the app is.
const KIND_KEYS = {
  'gift-card': 'giftCard',
  transport: 'transport',
  food: 'food',
  childcare: 'childcare',
  other: 'other',
} as const satisfies Record<IncentiveKind, string>;

/** A kind the app does not know yet (a newer server's) as it was sent. */
export function incentiveKindLabel(t: TFunction, kind: IncentiveKind | (string & {})): string {
  const key = KIND_KEYS[kind as IncentiveKind] as (typeof KIND_KEYS)[IncentiveKind] | undefined;
  return key ? t(`incentives.kinds.${key}`) : kind;
}
