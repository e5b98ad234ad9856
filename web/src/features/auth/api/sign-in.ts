import { POST } from '@/lib/api/client';
import { setSession } from '@/lib/auth/session';
import type { SignInInput } from './types';

export async function signIn(input: SignInInput) {
  const answer = await POST('/api/auth/signin', { body: input, auth: false });
  return setSession(answer);
}
