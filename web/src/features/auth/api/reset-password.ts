import { api } from '@/lib/api/client';
import type { ResetPasswordInput, ResetPasswordResult } from './types';

export function resetPassword(input: ResetPasswordInput) {
  return api<ResetPasswordResult>('/auth/reset-password', { method: 'POST', body: input, auth: false });
}
