// What the profile page sends and reads: the server's OpenAPI document's shapes
// (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

/** The fields a user may change about himself. */
export type ProfileInput = components['schemas']['ProfileChanges'];
export type ChangePasswordInput = components['schemas']['PasswordChange'];
/** `url`: the private iCalendar address, `<public URL>/ics/<token>.ics`. */
export type CalendarFeed = components['schemas']['FeedUrl'];
/** `GET /api/me/export`: what the program recorded about him, without what staff wrote about him. */
export type MyExport = components['schemas']['FatherExport'];

export { CONSENT_KEYS } from '@/features/consents';
