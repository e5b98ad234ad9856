import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { ALBUMS_KEY, photoKey, photosKey } from './keys';
import type { Photo } from './types';

// How a photo reaches the album's pages, whichever way it came: its upload, the poll of a
// photo being processed, a caption edit, a deletion. Everything goes by id.

/** One page of an album, oldest first; `next` is where the following page starts (null: none left). */
export interface PhotoPage {
  photos: Photo[];
  next: string | null;
}

export type PhotoPages = InfiniteData<PhotoPage, string | null>;

/** Every photo of the loaded pages once, in the album's order. */
export function pagePhotos(data: { pages: PhotoPage[] } | undefined): Photo[] {
  const seen = new Set<string>();
  const photos: Photo[] = [];
  for (const page of data?.pages ?? []) {
    for (const photo of page.photos) {
      if (seen.has(photo.id)) continue;
      seen.add(photo.id);
      photos.push(photo);
    }
  }
  return photos;
}

/** The pages with these photos replaced by id; photos they do not hold are left out. */
export function replacePhotos(data: PhotoPages, photos: Photo[]): PhotoPages {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.photos.some((photo) => byId.has(photo.id))) return page;
    changed = true;
    return { ...page, photos: page.photos.map((photo) => byId.get(photo.id) ?? photo) };
  });
  return changed ? { ...data, pages } : data;
}

export function removePhoto(data: PhotoPages, id: string): PhotoPages {
  if (!data.pages.some((page) => page.photos.some((photo) => photo.id === id))) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, photos: page.photos.filter((photo) => photo.id !== id) })) };
}

/**
 * A new photo goes at the end of the last page, when that page is the album's last: it is
 * the newest. While later pages are still to come it will arrive with them; the pages' own
 * `next` stays as the server set it, so paging on never skips a photo.
 */
export function appendPhoto(data: PhotoPages, photo: Photo): PhotoPages {
  const last = data.pages[data.pages.length - 1];
  if (!last || last.next !== null) return data;
  if (data.pages.some((page) => page.photos.some((item) => item.id === photo.id))) return replacePhotos(data, [photo]);
  const photos = [...last.photos];
  const at = photos.findIndex((item) => item.id > photo.id);
  photos.splice(at < 0 ? photos.length : at, 0, photo);
  return { ...data, pages: [...data.pages.slice(0, -1), { ...last, photos }] };
}

/** A changed photo (processed, captioned) everywhere it is shown. */
export function applyPhotos(queryClient: QueryClient, albumId: string, photos: Photo[]) {
  queryClient.setQueryData<PhotoPages>(photosKey(albumId), (data) => (data ? replacePhotos(data, photos) : data));
  for (const photo of photos) queryClient.setQueryData(photoKey(photo.id), photo);
  // A photo that became ready may now be the album's cover.
  if (photos.some((photo) => photo.status !== 'processing')) void queryClient.invalidateQueries({ queryKey: ALBUMS_KEY });
}

/** Just uploaded: in the grid at once (processing), and the album's count moves. */
export function applyUploaded(queryClient: QueryClient, photo: Photo) {
  queryClient.setQueryData<PhotoPages>(photosKey(photo.albumId), (data) => (data ? appendPhoto(data, photo) : data));
  queryClient.setQueryData(photoKey(photo.id), photo);
  void queryClient.invalidateQueries({ queryKey: ALBUMS_KEY });
}

export function applyDeleted(queryClient: QueryClient, albumId: string, id: string) {
  queryClient.setQueryData<PhotoPages>(photosKey(albumId), (data) => (data ? removePhoto(data, id) : data));
  queryClient.removeQueries({ queryKey: photoKey(id) });
  void queryClient.invalidateQueries({ queryKey: ALBUMS_KEY });
}
