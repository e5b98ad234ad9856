import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GET, type QueryOf } from '@/lib/api/client';
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
  /** Those whose case manager is this staff account. */
  caseManagerId?: string;
  sort?: FatherSort;
}

/** The filter's parameters: the export's, which the list takes too (one the list lacks fails the type check). */
type FilterQuery = Pick<QueryOf<'/api/fathers'>, keyof QueryOf<'/api/fathers.csv'>>;

/** The filter as the server's query parameters (also those of the CSV export); only those set, as in the list's query key. */
export function filterQuery({ q, status, groupId, caseManagerId, sort }: FathersFilter): FilterQuery {
  const query: FilterQuery = {};
  if (q?.trim()) query.q = q.trim();
  if (status) query.status = status;
  if (groupId) query.groupId = groupId;
  if (caseManagerId) query.caseManagerId = caseManagerId;
  if (sort && sort !== 'name') query.sort = sort;
  return query;
}

export interface FathersPage {
  fathers: FatherSummary[];
  /** Where the next page starts (the server names it on a full page); null on the last. */
  nextCursor: string | null;
}

/**
 * One page of the list: just after `cursor` when the previous page named it (a deep page
 * costs the server what the first does), else by its number (a page opened from a link).
 */
export async function getFathers(filter: FathersFilter, page = 0, cursor?: string | null): Promise<FathersPage> {
  let nextCursor: string | null = null;
  const fathers = await GET('/api/fathers', {
    params: {
      query: {
        ...filterQuery(filter),
        limit: FATHERS_PAGE_SIZE,
        cursor: cursor || undefined,
        offset: cursor ? undefined : page * FATHERS_PAGE_SIZE,
      } satisfies QueryOf<'/api/fathers'>,
    },
    onResponse: (response) => {
      nextCursor = response.headers.get('x-next-cursor');
    },
  });
  return { fathers, nextCursor };
}

function listKey(filter: FathersFilter, page: number) {
  return [...FATHERS_KEY, 'list', filterQuery(filter), page] as const;
}

export function fathersQuery(filter: FathersFilter, page = 0) {
  return queryOptions({
    queryKey: listKey(filter, page),
    queryFn: ({ client }) => {
      const previous = page > 0 ? client.getQueryData<FathersPage>(listKey(filter, page - 1)) : undefined;
      return getFathers(filter, page, previous?.nextCursor);
    },
  });
}

export function hasNextPage(page: FathersPage | undefined): boolean {
  return Boolean(page?.nextCursor);
}

export function useFathers(filter: FathersFilter, page: number) {
  return useQuery({ ...fathersQuery(filter, page), placeholderData: keepPreviousData });
}
