import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api/client';
import { GROUPS_KEY } from './keys';

/**
 * A member's photo as a Blob (JPEG), fetched with the token: staff and fellow members of his
 * groups may see it; 404 when there is none or it is not the viewer's to see.
 */
export function getMemberPhoto(fatherId: string, photoKey: string) {
  // The key in the address keeps the browser's cache (the server allows 5 minutes) from
  // answering with the photo it replaced.
  return apiBlob(`/fathers/${encodeURIComponent(fatherId)}/photo`, { query: { v: photoKey } });
}

/**
 * Keyed by the member's photoKey, which a new photo changes: the new one is fetched at once,
 * and a key's photo never changes, so a refetch keeps the Blob already shown.
 */
export function memberPhotoQuery(fatherId: string, photoKey: string | null) {
  return queryOptions({
    queryKey: [...GROUPS_KEY, 'photo', fatherId, photoKey],
    queryFn: photoKey === null ? skipToken : () => getMemberPhoto(fatherId, photoKey),
    staleTime: Infinity,
    structuralSharing: (previous: unknown, next: unknown) => previous ?? next,
  });
}

/** Nothing is fetched for a member without a photo (photoKey null). */
export function useMemberPhoto(fatherId: string, photoKey: string | null) {
  return useQuery(memberPhotoQuery(fatherId, photoKey));
}
