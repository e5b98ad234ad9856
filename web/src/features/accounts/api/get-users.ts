import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GET, type QueryOf } from '@/lib/api/client';
import type { User } from '@/lib/api/types';
import { cursorPageQuery, readCursorPage, type CursorPage } from '@/lib/cursor-pages';

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

/** One page of accounts: just after `cursor` when the previous page named it, else by its number. */
export function getUsers({ q = '', page = 0 }: UsersParams, cursor?: string): Promise<CursorPage<'users', User>> {
  return readCursorPage('users', (onResponse) =>
    GET('/api/users', {
      params: {
        query: {
          limit: USERS_PAGE_SIZE,
          cursor,
          offset: cursor ? undefined : page * USERS_PAGE_SIZE,
          q: q.trim() || undefined,
        } satisfies QueryOf<'/api/users'>,
      },
      onResponse,
    }),
  );
}

export function usersQuery({ q = '', page = 0 }: UsersParams = {}) {
  const params = { q: q.trim(), page };
  return queryOptions(
    cursorPageQuery((at) => [...USERS_KEY, 'list', { q: params.q, page: at }] as const, page, (cursor) => getUsers(params, cursor)),
  );
}

export function useUsers(params: UsersParams) {
  // While the next page or search loads, the previous rows stay instead of a blank table.
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}
