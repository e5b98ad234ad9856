import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { updateUser } from '@/lib/auth/session';

export const ME_KEY = ['me'] as const;

/** The signed-in user's profile, fresh from the server; the session follows it. */
export async function getMe() {
  const user = await GET('/api/me');
  updateUser(user);
  return user;
}

export const meQuery = queryOptions({ queryKey: ME_KEY, queryFn: getMe });

export function useMe() {
  return useQuery(meQuery);
}
