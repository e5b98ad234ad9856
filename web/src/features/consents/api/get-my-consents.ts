import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { MY_CONSENTS_KEY } from './keys';

/** The signed-in father's consents, revoked ones too; 404 while no record is linked to his account. */
export function getMyConsents() {
  return GET('/api/me/consents');
}

export const myConsentsQuery = queryOptions({ queryKey: MY_CONSENTS_KEY, queryFn: getMyConsents });

export function useMyConsents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myConsentsQuery, enabled });
}
