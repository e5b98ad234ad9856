import type { ActivitySubject } from '../api/types';

const enc = encodeURIComponent;

/**
 * Where a feed entry leads: the page of what it is about. A session's page sits under its
 * cycle, which the activity does not name: `sessionCycleId` once known; until then the list
 * of sessions. A photo leads to the gallery (its album is not named either). Null: nothing
 * to open (a kind this app has no page for).
 */
export function subjectPath(subject: ActivitySubject | null | undefined, sessionCycleId?: string): string | null {
  if (!subject) return null;
  const id = enc(subject.id);
  switch (subject.kind) {
    case 'father':
      return `/fathers/${id}`;
    case 'session':
      return sessionCycleId ? `/cycles/${enc(sessionCycleId)}/sessions/${id}` : '/workshops/session';
    case 'group':
      return `/fathers-group/${id}`;
    case 'cycle':
      return `/cycles/${id}`;
    case 'announcement':
      return '/announcement';
    case 'event':
      return `/calendar/${id}`;
    case 'album':
      return `/gallery/${id}`;
    case 'photo':
      return '/gallery';
    case 'conversation':
      return `/messages/${id}`;
    case 'user':
      return '/admin-users';
    default:
      return null;
  }
}
