import { useMutation } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import type { ChangePasswordInput } from './types';

/** The server ends the user's other sessions and keeps this one. */
export function changePassword(input: ChangePasswordInput) {
  return POST('/api/me/password', { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
