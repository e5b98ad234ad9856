import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { IMPORTS_KEY } from './keys';

/** The imports the caller may undo, newest first (the latest 50). */
export function getImports() {
  return GET('/api/imports');
}

export const importsQuery = queryOptions({ queryKey: IMPORTS_KEY, queryFn: getImports });

export function useImports() {
  return useQuery(importsQuery);
}
