// Accounts as the admin's screens send and read them: the server's OpenAPI document's shapes
// (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

export type { Activity, User } from '@/lib/api/types';

/** A new account: the server generates the password and e-mails a link to choose one. */
export type UserInput = components['schemas']['NewUserBody'];
/** Only the fields that changed. */
export type UserChanges = components['schemas']['UserChanges'];
/** The answer of a create: the account and its id. */
export type CreatedUser = components['schemas']['Created'];
export type CleanupResult = components['schemas']['CleanupResult'];
/** A father's account no record is linked to yet (`GET /api/users/to-link`), with the records likely his. */
export type AccountToLink = components['schemas']['AccountToLink'];
/** `sameEmail`: matched by e-mail, else by first and last name. */
export type LikelyRecord = components['schemas']['LikelyRecord'];
/** `GET /api/staff/{id}`: a staff member, his groups with their member counts, his caseload's size and his open follow-ups (counted up to 100). */
export type StaffPage = components['schemas']['StaffPage'];
/** `POST /api/staff/{id}/caseload`: how many fathers changed case manager. */
export type Reassigned = components['schemas']['Reassigned'];
