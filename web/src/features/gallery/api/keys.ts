/**
 * Everything this feature reads. Not under the program's key: program writes (attendance,
 * fathers) do not touch photos, and refetching an album means re-signing its images.
 */
export const GALLERY_KEY = ['gallery'] as const;
/** Every album query: lists and single albums (counts and covers move together). */
export const ALBUMS_KEY = [...GALLERY_KEY, 'albums'] as const;
export const ALBUM_LIST_KEY = [...ALBUMS_KEY, 'list'] as const;

export function albumKey(id: string) {
  return [...ALBUMS_KEY, 'one', id] as const;
}

/** One album's photos, page after page, oldest first. */
export function photosKey(albumId: string) {
  return [...GALLERY_KEY, 'photos', albumId] as const;
}

export function photoKey(id: string) {
  return [...GALLERY_KEY, 'photo', id] as const;
}
