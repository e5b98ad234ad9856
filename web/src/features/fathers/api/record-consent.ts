import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { afterConsentChange } from '@/lib/api/consents';
import type { Consent, NewConsentInput } from './types';

export interface RecordConsentInput {
  fatherId: string;
  consent: NewConsentInput;
}

/** Given now, in the program's latest version of its kind, witnessed by the staff member who records it. */
export function recordConsent({ fatherId, consent }: RecordConsentInput) {
  return api<Consent>(`/fathers/${encodeURIComponent(fatherId)}/consents`, { method: 'POST', body: consent });
}

export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordConsent, onSuccess: () => afterConsentChange(queryClient) });
}
