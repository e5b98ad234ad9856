import { POST } from '@/lib/api/client';
import type { ResetPasswordInput } from './types';

export function resetPassword(input: ResetPasswordInput) {
  return POST('/api/auth/reset-password', { body: input, auth: false });
}
