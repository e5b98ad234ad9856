// What the consent sections send beside the consents' own shapes (./consents.ts): the server's
// OpenAPI document's (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

export type { Consent, ConsentKind } from './consents';
/** Only `kind` is needed: the version is the program's latest, the time now, the witness the caller. */
export type NewConsentInput = components['schemas']['NewConsentInput'];
