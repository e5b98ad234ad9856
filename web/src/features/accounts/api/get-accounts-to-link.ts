import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { USERS_KEY } from './get-users';

/** Directors: fathers' accounts no record is linked to yet, newest first, each with the records likely his. */
export function getAccountsToLink() {
  return GET('/api/users/to-link');
}

export const accountsToLinkQuery = queryOptions({ queryKey: [...USERS_KEY, 'to-link'], queryFn: getAccountsToLink });

export function useAccountsToLink() {
  return useQuery(accountsToLinkQuery);
}
