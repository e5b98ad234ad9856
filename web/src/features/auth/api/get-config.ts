import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export interface PublicConfig {
  registration: 'open' | 'closed';
}

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api<PublicConfig>('/config', { auth: false }),
  staleTime: 5 * 60_000,
});

/** Registration counts as open until the server says otherwise. */
export function useRegistrationOpen(): boolean {
  const { data } = useQuery(configQuery);
  return data?.registration !== 'closed';
}
