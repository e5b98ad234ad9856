import { api } from '@/lib/api/client';
import type { AuthAnswer } from '@/lib/api/types';
import { setSession } from '@/lib/auth/session';
import type { RegisterInput } from './types';

export async function register(input: RegisterInput) {
  const answer = await api<AuthAnswer>('/auth/register', { method: 'POST', body: input, auth: false });
  return setSession(answer);
}
