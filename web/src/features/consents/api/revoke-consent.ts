import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterConsentChange, revokeConsent, type Consent } from './consents';

/** Staff with him in scope revoke any kind of his consents. */
export function useRevokeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: Consent) => revokeConsent(consent.id),
    onSuccess: () => afterConsentChange(queryClient),
  });
}
