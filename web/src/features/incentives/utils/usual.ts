import { INCENTIVE_KINDS, type IncentiveKind } from '../api/incentives';

// The program's usual incentive (a $25 gift card, say), remembered on this device from the last
// one given, so that the next form starts from it. Not anyone's personal data: it is kept for
// the device, not for the person signed in, and outlives signing out.

const KEY = 'fm-incentive-usual';

export interface UsualIncentive {
  kind: IncentiveKind;
  amountCents: number;
}

export function readUsualIncentive(): UsualIncentive | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<UsualIncentive> | null;
    if (!value || !INCENTIVE_KINDS.includes(value.kind as IncentiveKind)) return null;
    if (!Number.isInteger(value.amountCents) || (value.amountCents ?? 0) <= 0) return null;
    return { kind: value.kind as IncentiveKind, amountCents: value.amountCents as number };
  } catch {
    // Storage refused (private modes) or a value written by hand: start from nothing.
    return null;
  }
}

export function rememberUsualIncentive(usual: UsualIncentive) {
  try {
    localStorage.setItem(KEY, JSON.stringify(usual));
  } catch {
    // Full or refused: the next form starts from nothing.
  }
}
