// What other areas may use of announcements: the unread counts (GET /api/unread, the announcements
// area's on the server), which the navigation shows and the areas that mark things read refresh.
export { UNREAD_KEY, useUnread, type Unread } from './api/unread';
