// Announcements as the API sends them: the server's OpenAPI document's shapes
// (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

/**
 * `body` is plain text: shown with its line breaks and its web addresses as links, never as HTML.
 * `groupId` null: everyone. `unread`: published since the viewer last read them (never his own).
 */
export type Announcement = components['schemas']['Announcement'];

/**
 * What an edit changes (absent: left as it is); on publishing, `email` also sends it to the
 * audience, and `text` texts its title and a link to the audience's fathers who agreed to texts.
 */
export type AnnouncementInput = components['schemas']['AnnouncementInput'];

/** What the publish form sends: every field, `email` and `text` included. */
export type NewAnnouncement = components['schemas']['NewAnnouncementInput'];
