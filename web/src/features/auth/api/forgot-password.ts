import { POST } from '@/lib/api/client';

export function requestPasswordReset(email: string) {
  return POST('/api/auth/forgot-password', { body: { email }, auth: false });
}
