import type { TFunction } from 'i18next';
import i18n from '@/lib/i18n';
import type { RowError } from '../api/types';

/**
 * A row's error in the reader's language: the server's sentence for its key, with its values,
 * when the reader's strings know the key (a newer server's is said as it sent it).
 */
export function rowErrorText(t: TFunction, error: RowError): string {
  // One segment made from what the server sent: `exists` checks it, as the types cannot.
  if (/^\w+$/.test(error.key) && i18n.exists(`serverMessages.${error.key}`)) {
    return t(`serverMessages.${error.key}` as never, { replace: error.params });
  }
  return error.message;
}
