// Announcements as the API sends them (GET /api/openapi.json).

export interface Announcement {
  id: string;
  title: string;
  /** Plain text: shown with its line breaks and its web addresses as links, never as HTML. */
  body: string;
  /** null: everyone. */
  groupId: string | null;
  groupName: string | null;
  pinned: boolean;
  authorId: string | null;
  authorName: string;
  createdAt: string;
  updatedAt: string;
  /** Published since the viewer last read the announcements (never his own). */
  unread: boolean;
}

export interface AnnouncementInput {
  title?: string;
  body?: string;
  groupId?: string | null;
  pinned?: boolean;
}

/** Only on publishing: `email` also sends it to everyone in the audience. */
export interface NewAnnouncement extends Required<AnnouncementInput> {
  email: boolean;
}
