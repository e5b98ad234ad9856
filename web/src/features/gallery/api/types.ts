// Albums and photos as the API sends them (GET /api/openapi.json).

export interface Album {
  id: string;
  title: string;
  description: string;
  /** null: everyone. */
  groupId: string | null;
  groupName: string | null;
  cycleId: string | null;
  eventId: string | null;
  /** The chosen cover; null: the first photo ready stands in. */
  coverPhotoId: string | null;
  /** The cover's thumbnail, signed: it works in an <img> for 30 to 60 minutes. */
  coverUrl: string | null;
  photoCount: number;
  createdAt: string;
  updatedAt: string;
}

/** What a create sends (title required) or an edit changes (any subset; null clears). */
export interface AlbumInput {
  title?: string;
  description?: string;
  groupId?: string | null;
  cycleId?: string | null;
  eventId?: string | null;
  coverPhotoId?: string | null;
}

export type PhotoStatus = 'processing' | 'ready' | 'failed';

export interface Photo {
  /** UUID v7: ids sort in upload order, the album's order. */
  id: string;
  albumId: string;
  caption: string;
  /** Of the large variant; null until ready. */
  width: number | null;
  height: number | null;
  status: PhotoStatus;
  /** At most 400 px, signed like an album's cover; null until ready. */
  thumbUrl: string | null;
  /** At most 2048 px; null until ready. */
  url: string | null;
  uploadedBy: string | null;
  createdAt: string;
}

/** The server's limits, checked here first. */
export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 2000;
export const MAX_CAPTION = 500;
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** What the file picker offers; the server decides by content. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Signed URLs last 30 to 60 minutes: whatever holds them is fetched again well before, and
 * again at once when an <img> is refused.
 */
export const SIGNED_URL_REFRESH_MS = 20 * 60_000;
