import { useDocumentVisibility } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toApiError } from '@/lib/api/errors';
import { applyDeleted, applyPhotos } from './cache';
import { getPhoto } from './get-photo';
import type { Photo } from './types';

/** The first look after this long; the worker usually needs a few seconds. */
export const POLL_FIRST_MS = 2000;
/** Each look that finds nothing new waits longer, up to this. */
export const POLL_MAX_MS = 30_000;
/** At most this many photos are asked about at once; the rest follow as these finish. */
const POLL_AT_ONCE = 20;

/** How long to wait before the next look, after `quiet` looks that found nothing finished. */
export function pollDelay(quiet: number): number {
  return Math.min(POLL_MAX_MS, Math.round(POLL_FIRST_MS * 1.5 ** quiet));
}

/**
 * While photos of the album are being processed (and the tab is visible), each is asked for
 * again until it is ready or failed; the answer replaces it in the grid and the viewer.
 */
export function useProcessingPoll(albumId: string, photos: Photo[]) {
  const queryClient = useQueryClient();
  const visible = useDocumentVisibility() === 'visible';
  const ids = photos
    .filter((photo) => photo.status === 'processing')
    .slice(0, POLL_AT_ONCE)
    .map((photo) => photo.id)
    .join(',');
  // `looks` moves on after every look, so the next one is always scheduled.
  const [round, setRound] = useState({ ids, quiet: 0, looks: 0 });
  const quiet = round.ids === ids ? round.quiet : 0;
  const looks = round.looks;

  useEffect(() => {
    if (!ids || !visible) return;
    let stopped = false;
    const timer = setTimeout(async () => {
      const asked = ids.split(',');
      const answers = await Promise.allSettled(asked.map((id) => getPhoto(id)));
      if (stopped) return;
      const changed: Photo[] = [];
      answers.forEach((answer, index) => {
        if (answer.status === 'fulfilled') {
          if (answer.value.status !== 'processing') changed.push(answer.value);
        } else if (toApiError(answer.reason).status === 404) {
          // Deleted meanwhile (by someone else).
          applyDeleted(queryClient, albumId, asked[index]);
        }
      });
      if (changed.length > 0) applyPhotos(queryClient, albumId, changed);
      setRound({ ids, quiet: changed.length > 0 ? 0 : quiet + 1, looks: looks + 1 });
    }, pollDelay(quiet));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [albumId, ids, quiet, looks, visible, queryClient]);
}
