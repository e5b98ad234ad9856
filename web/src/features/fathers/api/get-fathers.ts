import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GET, type QueryOf } from '@/lib/api/client';
import type { FatherStatus, FatherSummary } from '@/lib/api/program';
import { cursorPageQuery, readCursorPage, type CursorPage } from '@/lib/cursor-pages';
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
  /** Those enrolled in this program; with `status`, the status of their enrolment in it. */
  programId?: string;
  sort?: FatherSort;
}

/** The filter's parameters: the export's, which the list takes too (one the list lacks fails the type check). */
type FilterQuery = Pick<QueryOf<'/api/fathers'>, keyof QueryOf<'/api/fathers.csv'>>;

/** The filter as the server's query parameters (also those of the CSV export); only those set, as in the list's query key. */
export function filterQuery({ q, status, groupId, caseManagerId, programId, sort }: FathersFilter): FilterQuery {
  const query: FilterQuery = {};
  if (q?.trim()) query.q = q.trim();
  if (status) query.status = status;
  if (groupId) query.groupId = groupId;
  if (caseManagerId) query.caseManagerId = caseManagerId;
  if (programId) query.programId = programId;
  if (sort && sort !== 'name') query.sort = sort;
  return query;
}

/** One page of the list: just after `cursor` when the previous page named it, else by its number. */
export function getFathers(filter: FathersFilter, page = 0, cursor?: string): Promise<CursorPage<'fathers', FatherSummary>> {
  return readCursorPage('fathers', (onResponse) =>
    GET('/api/fathers', {
      params: {
        query: {
          ...filterQuery(filter),
          limit: FATHERS_PAGE_SIZE,
          cursor,
          offset: cursor ? undefined : page * FATHERS_PAGE_SIZE,
        } satisfies QueryOf<'/api/fathers'>,
      },
      onResponse,
    }),
  );
}

export function fathersQuery(filter: FathersFilter, page = 0) {
  const query = filterQuery(filter);
  return queryOptions(
    cursorPageQuery((at) => [...FATHERS_KEY, 'list', query, at] as const, page, (cursor) => getFathers(filter, page, cursor)),
  );
}

export function useFathers(filter: FathersFilter, page: number) {
  return useQuery({ ...fathersQuery(filter, page), placeholderData: keepPreviousData });
}
