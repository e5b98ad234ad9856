import { FATHER_STATUSES, type FatherStatus } from '@/lib/api/program';
import { FATHER_SORTS, type FatherSort, type FathersFilter } from '../api/get-fathers';

/** The list's filters that live in the path: /fathers/status/{status}/group/{groupId}. */
export interface PathFilter {
  status?: FatherStatus;
  groupId?: string;
}

/**
 * Reads the catch-all segments after /fathers/ as name/value pairs. Unknown names and
 * invalid statuses are ignored, so an old or mistyped link still lists fathers.
 */
export function parseFilterPath(splat: string | undefined): PathFilter {
  const segments = (splat ?? '').split('/').filter(Boolean).map(decodeURIComponent);
  const filter: PathFilter = {};
  for (let i = 0; i + 1 < segments.length; i += 2) {
    const [name, value] = [segments[i], segments[i + 1]];
    if (name === 'status' && (FATHER_STATUSES as readonly string[]).includes(value)) {
      filter.status = value as FatherStatus;
    } else if (name === 'group' && value) {
      filter.groupId = value;
    }
  }
  return filter;
}

export function filterPath({ status, groupId }: PathFilter): string {
  let path = '/fathers';
  if (status) path += `/status/${encodeURIComponent(status)}`;
  if (groupId) path += `/group/${encodeURIComponent(groupId)}`;
  return path;
}

export function parseSort(value: string | null): FatherSort {
  return (FATHER_SORTS as readonly string[]).includes(value ?? '') ? (value as FatherSort) : 'name';
}

/**
 * Everything the list shows, from the path and the query string (?caseManagerId= from a staff
 * member's page, ?programId= from the program filter).
 */
export function listFilter(splat: string | undefined, params: URLSearchParams): FathersFilter & { page: number } {
  const page = Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1) - 1;
  const caseManagerId = params.get('caseManagerId') || undefined;
  const programId = params.get('programId') || undefined;
  return {
    ...parseFilterPath(splat),
    ...(caseManagerId ? { caseManagerId } : {}),
    ...(programId ? { programId } : {}),
    q: params.get('q') ?? '',
    sort: parseSort(params.get('sort')),
    page,
  };
}
