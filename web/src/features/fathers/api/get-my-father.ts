import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Father } from '@/lib/api/program';
import { FATHERS_KEY } from './keys';

/** The signed-in father's own record; 404 while no record is linked to his account. */
export function getMyFather() {
  return api<Father>('/me/father');
}

export const myFatherQuery = queryOptions({ queryKey: [...FATHERS_KEY, 'mine'], queryFn: getMyFather });

export function useMyFather() {
  return useQuery(myFatherQuery);
}
