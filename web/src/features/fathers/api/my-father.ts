import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

// Shared: "My progress" and a father's own papers (/fathers/me/…) both find his record.

/** The signed-in father's own record; 404 while no record is linked to his account. */
export function getMyFather() {
  return GET('/api/me/father');
}

export const myFatherQuery = queryOptions({ queryKey: [...PROGRAM_KEY, 'my-father'], queryFn: getMyFather });

export function useMyFather() {
  return useQuery(myFatherQuery);
}
