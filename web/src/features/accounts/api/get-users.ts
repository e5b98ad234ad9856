import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GET, type QueryOf } from '@/lib/api/client';
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

export interface UsersPage {
  users: User[];
  /** Where the next page starts (the server names it on a full page); null on the last. */
  nextCursor: string | null;
}

/**
 * One page of accounts: just after `cursor` when the previous page named it (a deep page
 * costs the server what the first does), else by its number (a page opened from a link).
 */
export async function getUsers({ q = '', page = 0 }: UsersParams, cursor?: string | null): Promise<UsersPage> {
  let nextCursor: string | null = null;
  const users = await GET('/api/users', {
    params: {
      query: {
        limit: USERS_PAGE_SIZE,
        cursor: cursor || undefined,
        offset: cursor ? undefined : page * USERS_PAGE_SIZE,
        q: q.trim() || undefined,
      } satisfies QueryOf<'/api/users'>,
    },
    onResponse: (response) => {
      nextCursor = response.headers.get('x-next-cursor');
    },
  });
  return { users, nextCursor };
}

function listKey(q: string, page: number) {
  return [...USERS_KEY, 'list', { q, page }] as const;
}

export function usersQuery({ q = '', page = 0 }: UsersParams = {}) {
  const params = { q: q.trim(), page };
  return queryOptions({
    queryKey: listKey(params.q, page),
    queryFn: ({ client }) => {
      const previous = page > 0 ? client.getQueryData<UsersPage>(listKey(params.q, page - 1)) : undefined;
      return getUsers(params, previous?.nextCursor);
    },
  });
}

export function hasNextPage(page: UsersPage | undefined): boolean {
  return Boolean(page?.nextCursor);
}

export function useUsers(params: UsersParams) {
  // While the next page or search loads, the previous rows stay instead of a blank table.
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}
