import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { FatherStatus, FatherSummary } from '@/lib/api/program';
import { FATHERS_KEY } from './keys';

export const FATHERS_PAGE_SIZE = 50;

export const FATHER_SORTS = ['name', '-name', 'created', '-created'] as const;
export type FatherSort = (typeof FATHER_SORTS)[number];

export interface FathersFilter {
  /** Matches name, e-mail or phone. */
  q?: string;
  status?: FatherStatus;
  groupId?: string;
  sort?: FatherSort;
}

/** The filter as the server's query parameters (also those of the CSV export). */
export function filterQuery({ q, status, groupId, sort }: FathersFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (q?.trim()) query.q = q.trim();
  if (status) query.status = status;
  if (groupId) query.groupId = groupId;
  if (sort && sort !== 'name') query.sort = sort;
  return query;
}

export function getFathers(filter: FathersFilter, page = 0) {
  return api<FatherSummary[]>('/fathers', {
    query: { ...filterQuery(filter), limit: FATHERS_PAGE_SIZE, offset: page * FATHERS_PAGE_SIZE },
  });
}

export function fathersQuery(filter: FathersFilter, page = 0) {
  return queryOptions({
    queryKey: [...FATHERS_KEY, 'list', filterQuery(filter), page],
    queryFn: () => getFathers(filter, page),
  });
}

/** The server sends no total: a full page means there may be another. */
export function hasNextPage(fathers: FatherSummary[] | undefined): boolean {
  return (fathers?.length ?? 0) >= FATHERS_PAGE_SIZE;
}

export function useFathers(filter: FathersFilter, page: number) {
  return useQuery({ ...fathersQuery(filter, page), placeholderData: keepPreviousData });
}
