import { api } from '@/lib/api/client';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

export function resetPassword(input: ResetPasswordInput) {
  return api<{ success: boolean }>('/auth/reset-password', { method: 'POST', body: input, auth: false });
}
