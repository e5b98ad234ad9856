// Retention as the director's screen reads it: the server's OpenAPI document's shapes
// (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

/** `GET /api/retention`: the program's retention in days, its today, and the records coming due. */
export type Retention = components['schemas']['Coming'];
/** A record retention anonymises soon: `anonymisedOn` is a program day, never before `today`. */
export type ComingDue = components['schemas']['ComingDue'];
