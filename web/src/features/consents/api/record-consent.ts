import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { afterConsentChange } from './consents';
import type { NewConsentInput } from './types';

export interface RecordConsentInput {
  fatherId: string;
  consent: NewConsentInput;
}

/** Given now, in the program's latest version of its kind, witnessed by the staff member who records it. */
export function recordConsent({ fatherId, consent }: RecordConsentInput) {
  return POST('/api/fathers/{id}/consents', { params: { path: { id: fatherId } }, body: consent });
}

export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordConsent, onSuccess: () => afterConsentChange(queryClient) });
}
