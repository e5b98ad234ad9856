import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

// Shared: a father's photo is shown on his record, in the fathers list and among a group's
// members; one key, so each photo is downloaded once whichever page shows it first.

/**
 * His photo as a Blob (JPEG), fetched with the token: staff, he himself and fellow members of
 * his groups may see it; 404 when there is none or it is not the viewer's to see.
 */
export function getFatherPhoto(fatherId: string, photoKey: string) {
  // The key in the address keeps the browser's cache (the server allows 5 minutes) from
  // answering with the photo it replaced.
  return GET('/api/fathers/{id}/photo', { params: { path: { id: fatherId }, query: { v: photoKey } }, parseAs: 'blob' });
}

/**
 * Keyed by the record's photoKey, which a new photo changes: the new one is fetched at once,
 * and a key's photo never changes, so a refetch keeps the Blob already shown.
 */
export function fatherPhotoQuery(fatherId: string, photoKey: string | null) {
  return queryOptions({
    queryKey: [...PROGRAM_KEY, 'father-photo', fatherId, photoKey],
    queryFn: photoKey === null ? skipToken : () => getFatherPhoto(fatherId, photoKey),
    staleTime: Infinity,
    structuralSharing: (previous: unknown, next: unknown) => previous ?? next,
  });
}

/** Nothing is fetched for a record without a photo (photoKey null). */
export function useFatherPhoto(fatherId: string, photoKey: string | null) {
  return useQuery(fatherPhotoQuery(fatherId, photoKey));
}
