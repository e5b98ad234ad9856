import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export interface PasswordResetResult {
  success: boolean;
  message?: string;
}

export function requestPasswordReset(email: string) {
  return api<PasswordResetResult>('/auth/forgot-password', { method: 'POST', body: { email }, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
