// What GET /api/home answers: the server's OpenAPI document's shape (@/lib/api/schema.gen,
// `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

/**
 * `next`: the next session or event not over yet, of the user's groups (staff: any). `pinned`:
 * the latest pinned announcement the user may read.
 */
export type Home = components['schemas']['Home'];

/** The announcement home shows: plain text, never HTML. */
export type PinnedAnnouncement = NonNullable<Home['pinned']>;
