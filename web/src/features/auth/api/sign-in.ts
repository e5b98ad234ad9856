import { api } from '@/lib/api/client';
import type { AuthAnswer } from '@/lib/api/types';
import { setSession } from '@/lib/auth/session';
import type { SignInInput } from './types';

export async function signIn(input: SignInInput) {
  const answer = await api<AuthAnswer>('/auth/signin', { method: 'POST', body: input, auth: false });
  return setSession(answer);
}
