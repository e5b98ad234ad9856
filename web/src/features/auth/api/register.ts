import { api } from '@/lib/api/client';
import type { AuthAnswer } from '@/lib/api/types';
import { setSession } from '@/lib/auth/session';

export interface RegisterInput {
  email: string;
  password: string;
  displayName: string;
  firstName?: string;
  lastName?: string;
  preferredLanguage?: string;
}

export async function register(input: RegisterInput) {
  const answer = await api<AuthAnswer>('/auth/register', { method: 'POST', body: input, auth: false });
  return setSession(answer);
}
