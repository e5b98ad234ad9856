// What GET /api/home answers (GET /api/openapi.json).
import type { CalendarItem } from '@/lib/api/calendar';
import type { Unread } from '@/lib/api/unread';

/** The fields of an announcement that home shows. */
export interface PinnedAnnouncement {
  id: string;
  title: string;
  /** Plain text, never HTML. */
  body: string;
  groupName: string | null;
  authorName: string;
  createdAt: string;
}

export interface Home {
  /** The next session or event not over yet, of the user's groups (staff: any). */
  next: CalendarItem | null;
  /** The latest pinned announcement the user may read. */
  pinned: PinnedAnnouncement | null;
  unread: Unread;
}
