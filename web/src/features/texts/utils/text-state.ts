import type { TFunction } from 'i18next';
import type { Text } from '../api/types';

/** The server's `errorCode` words, and the provider's codes said in plain words; others are shown as the code. */
const WHY: Record<string, 'optedOut' | 'expired' | 'noConsent' | 'noPhone' | 'gaveUp' | 'withdrawn'> = {
  // Twilio's: the number opted out (STOP) at the carrier.
  '21610': 'optedOut',
  expired: 'expired',
  'no-consent': 'noConsent',
  'no-phone': 'noPhone',
  'gave-up': 'gaveUp',
  withdrawn: 'withdrawn',
};

/** Why a text did not reach him, in plain words ("error 30003" for a code the app does not know). */
export function failureReason(t: TFunction, errorCode: string | null | undefined): string | null {
  if (!errorCode) return null;
  const key = WHY[errorCode];
  return key ? t(`texts.why.${key}`) : t('texts.why.code', { code: errorCode });
}

export function hasFailed(text: Pick<Text, 'status'>): boolean {
  return text.status === 'failed' || text.status === 'undelivered';
}

/**
 * Where a text the program sent has got to, with why when it did not arrive; null for his own
 * texts (received).
 */
export function textState(t: TFunction, text: Pick<Text, 'direction' | 'status' | 'errorCode'>): string | null {
  if (text.direction === 'in' || text.status === 'received') return null;
  const status = t(`texts.status.${text.status}`);
  const why = hasFailed(text) ? failureReason(t, text.errorCode) : null;
  return why ? t('texts.failedBecause', { status, why }) : status;
}

/** Who a text the program sent is from: the staff member who wrote it, or why the program sent it. */
export function sender(t: TFunction, text: Pick<Text, 'kind' | 'sentByName'>): string {
  if (text.kind === 'message' && text.sentByName) return text.sentByName;
  return t(`texts.kind.${text.kind}`);
}
