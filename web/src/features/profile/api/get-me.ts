import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { User } from '@/lib/api/types';
import { updateUser } from '@/lib/auth/session';

export const ME_KEY = ['me'] as const;

/** The signed-in user's profile, fresh from the server; the session follows it. */
export async function getMe() {
  const user = await api<User>('/me');
  updateUser(user);
  return user;
}

export const meQuery = queryOptions({ queryKey: ME_KEY, queryFn: getMe });

export function useMe() {
  return useQuery(meQuery);
}
