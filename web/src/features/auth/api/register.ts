import { POST } from '@/lib/api/client';
import { setSession } from '@/lib/auth/session';
import type { RegisterInput } from './types';

export async function register(input: RegisterInput) {
  const answer = await POST('/api/auth/register', { body: input, auth: false });
  return setSession(answer);
}
