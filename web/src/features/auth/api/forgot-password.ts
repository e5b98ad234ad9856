import { api } from '@/lib/api/client';
import type { PasswordResetResult } from './types';

export function requestPasswordReset(email: string) {
  return api<PasswordResetResult>('/auth/forgot-password', { method: 'POST', body: { email }, auth: false });
}
