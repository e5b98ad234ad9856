import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { appendPhoto, applyDeleted, applyPhotos, applyUploaded, pagePhotos, removePhoto, replacePhotos, type PhotoPages } from './cache';
import { ALBUM_LIST_KEY, photoKey, photosKey } from './keys';
import type { Photo } from './types';

function photo(n: number, overrides: Partial<Photo> = {}): Photo {
  return {
    id: `0190-${String(n).padStart(4, '0')}`,
    albumId: 'a1',
    caption: '',
    width: 800,
    height: 600,
    status: 'ready',
    thumbUrl: `/media/t${n}`,
    url: `/media/l${n}`,
    uploadedBy: 'admin',
    createdAt: '2026-11-20T15:00:00Z',
    tags: [],
    consentMissing: false,
    ...overrides,
  };
}

function pages(...groups: { photos: Photo[]; next: string | null }[]): PhotoPages {
  return { pages: groups, pageParams: groups.map(() => null) };
}

describe('photo pages', () => {
  it('lists every loaded photo once, in the album’s order', () => {
    const data = pages({ photos: [photo(1), photo(2)], next: photo(2).id }, { photos: [photo(2), photo(3)], next: null });
    expect(pagePhotos(data).map((p) => p.id)).toEqual([1, 2, 3].map((n) => photo(n).id));
    expect(pagePhotos(undefined)).toEqual([]);
  });

  it('replaces photos by id and keeps the same object when none is there', () => {
    const data = pages({ photos: [photo(1, { status: 'processing' }), photo(2)], next: null });
    const ready = replacePhotos(data, [photo(1)]);
    expect(pagePhotos(ready)[0].status).toBe('ready');
    expect(replacePhotos(data, [photo(9)])).toBe(data);
  });

  it('removes a photo', () => {
    const data = pages({ photos: [photo(1), photo(2)], next: null });
    expect(pagePhotos(removePhoto(data, photo(1).id)).map((p) => p.id)).toEqual([photo(2).id]);
    expect(removePhoto(data, 'nope')).toBe(data);
  });

  it('adds an uploaded photo at the end only when the last page is the album’s last, never moving the paging', () => {
    const complete = pages({ photos: [photo(1), photo(3)], next: photo(3).id }, { photos: [photo(4)], next: null });
    const added = appendPhoto(complete, photo(5, { status: 'processing' }));
    expect(added.pages[1].photos.map((p) => p.id)).toEqual([photo(4).id, photo(5).id]);
    expect(added.pages[0]).toBe(complete.pages[0]);
    // Twice the same: once.
    expect(pagePhotos(appendPhoto(added, photo(5)))).toHaveLength(4);

    const partial = pages({ photos: [photo(1)], next: photo(1).id });
    expect(appendPhoto(partial, photo(5))).toBe(partial);
  });

  it('puts changes into the album’s pages and the single photo, and refreshes albums when one is ready', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(photosKey('a1'), pages({ photos: [photo(1, { status: 'processing', thumbUrl: null })], next: null }));
    queryClient.setQueryData(ALBUM_LIST_KEY, { pages: [[]], pageParams: [0] });
    applyPhotos(queryClient, 'a1', [photo(1)]);
    expect(pagePhotos(queryClient.getQueryData(photosKey('a1')))[0].thumbUrl).toBe('/media/t1');
    expect(queryClient.getQueryData(photoKey(photo(1).id))).toEqual(photo(1));
    expect(queryClient.getQueryState(ALBUM_LIST_KEY)?.isInvalidated).toBe(true);

    applyUploaded(queryClient, photo(2, { status: 'processing' }));
    expect(pagePhotos(queryClient.getQueryData(photosKey('a1'))).map((p) => p.status)).toEqual(['ready', 'processing']);

    applyDeleted(queryClient, 'a1', photo(1).id);
    expect(pagePhotos(queryClient.getQueryData(photosKey('a1'))).map((p) => p.id)).toEqual([photo(2).id]);
    expect(queryClient.getQueryData(photoKey(photo(1).id))).toBeUndefined();
  });
});
