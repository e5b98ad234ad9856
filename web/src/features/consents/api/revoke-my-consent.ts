import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterConsentChange, revokeConsent, type Consent } from './consents';

/** A father takes back his own photo, SMS or e-mail consent; it takes effect at once. */
export function useRevokeMyConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: Consent) => revokeConsent(consent.id),
    onSuccess: () => afterConsentChange(queryClient),
  });
}
