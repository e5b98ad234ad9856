// A reminder e-mail's answer links (docs/PRODUCT.md, "Reminders, RSVP and check-in"). No query
// library here: the RSVP page is shown signed out, where the app does not download it
// (app/layouts/SignedInShell).
import { POST } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';

/** `POST /api/rsvp-links`: the answer the link gave, and to what. */
export type RsvpLinkAnswer = components['schemas']['LinkAnswer'];

/** Answers a reminder e-mail's link: no sign-in, the token says who and what. */
export function answerRsvpLink(token: string) {
  return POST('/api/rsvp-links', { body: { token }, auth: false });
}
