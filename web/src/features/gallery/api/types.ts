// Albums and photos as the API sends them: the server's OpenAPI document's shapes
// (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

/**
 * `groupId` null: everyone. `coverPhotoId` null: the first photo ready stands in. `coverUrl`: the
 * cover's thumbnail, signed: it works in an <img> for 30 to 60 minutes.
 */
export type Album = components['schemas']['Album'];

/** What a create sends (title required) or an edit changes (any subset; null clears). */
export type AlbumInput = components['schemas']['AlbumInput'];

export type PhotoStatus = components['schemas']['PhotoStatus'];

/**
 * `id` is a UUID v7: ids sort in upload order, the album's order. `width`, `height`, `thumbUrl`
 * (at most 400 px, signed like an album's cover) and `url` (at most 2048 px) are null until ready.
 * `tags`: the fathers pictured, by id, and `consentMissing`: one of them has no photo consent, so
 * fathers do not see it; both staff only (a father reads `[]` and false, and never such a photo).
 */
export type Photo = components['schemas']['Photo'];

/**
 * The server's greatest photo (services/gallery MAX_PHOTO_BYTES), checked here first. The
 * document says it only in words; the other limits are its (@/lib/api/limits.gen).
 */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** What the file picker offers; the server decides by content. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Signed URLs last 30 to 60 minutes: whatever holds them is fetched again well before, and
 * again at once when an <img> is refused.
 */
export const SIGNED_URL_REFRESH_MS = 20 * 60_000;
