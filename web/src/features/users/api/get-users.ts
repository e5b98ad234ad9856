import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { User } from '@/lib/api/types';

/**
 * Everything this feature reads is kept under this key: the user list, the activity feed and
 * the cleanup candidates. A create, update, delete or cleanup invalidates it all at once.
 */
export const USERS_KEY = ['users'] as const;

export const USERS_PAGE_SIZE = 50;

export interface UsersParams {
  /** Matches name or e-mail, case-insensitively; empty lists everyone. */
  q?: string;
  /** Zero-based page of USERS_PAGE_SIZE users. */
  page?: number;
}

export function getUsers({ q = '', page = 0 }: UsersParams) {
  const query: Record<string, string | number> = { limit: USERS_PAGE_SIZE, offset: page * USERS_PAGE_SIZE };
  if (q.trim()) query.q = q.trim();
  return api<User[]>('/users', { query });
}

export function usersQuery({ q = '', page = 0 }: UsersParams = {}) {
  const params = { q: q.trim(), page };
  return queryOptions({
    queryKey: [...USERS_KEY, 'list', params],
    queryFn: () => getUsers(params),
  });
}

/** The server has no total: a full page means there may be another. */
export function hasNextPage(users: User[] | undefined): boolean {
  return (users?.length ?? 0) >= USERS_PAGE_SIZE;
}

export function useUsers(params: UsersParams) {
  // While the next page or search loads, the previous rows stay instead of a blank table.
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}
