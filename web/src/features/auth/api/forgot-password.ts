import { api } from '@/lib/api/client';

export interface PasswordResetResult {
  success: boolean;
  message?: string;
}

export function requestPasswordReset(email: string) {
  return api<PasswordResetResult>('/auth/forgot-password', { method: 'POST', body: { email }, auth: false });
}
