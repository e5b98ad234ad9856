// A father's consents as the API sends them (CONTRACT.md, "Consent, incentives and a father's
// data"): staff see and record them on his page, a father sees and revokes his own on his
// profile, so the names, the reading of "where each kind stands" and the revocation are here,
// once. The shapes are the server's OpenAPI document's (schema.gen.ts, `make api-types`).
import type { QueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { components } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

export type ConsentKind = Schemas['ConsentKind'];
/** One consent given: its version, when, who witnessed it; `revokedAt` once taken back. */
export type Consent = Schemas['Consent'];
/** A father record's `consents`: each kind, true while given and not revoked. */
export type ConsentSummary = Schemas['ConsentState'];

/** The kinds in the order the app shows them; the strings' keys are the record's words (`dataSharing`). */
export const CONSENT_KEYS = {
  program: 'program',
  'data-sharing': 'dataSharing',
  photo: 'photo',
  sms: 'sms',
  email: 'email',
} as const satisfies Record<ConsentKind, keyof ConsentSummary>;

export const CONSENT_KINDS = Object.keys(CONSENT_KEYS) as ConsentKind[];

/** The kinds a father may revoke himself; the others only staff change (the server says the same). */
export const FATHER_REVOCABLE = ['photo', 'sms', 'email'] as const satisfies readonly ConsentKind[];
export type FatherRevocable = (typeof FATHER_REVOCABLE)[number];

export function fatherMayRevoke(kind: ConsentKind): kind is FatherRevocable {
  return (FATHER_REVOCABLE as readonly ConsentKind[]).includes(kind);
}

/** Where one kind stands: its latest consent given and in force, revoked, or none ever recorded. */
export type ConsentState =
  | { kind: ConsentKind; state: 'given'; consent: Consent }
  | { kind: ConsentKind; state: 'revoked'; consent: Consent }
  | { kind: ConsentKind; state: 'none' };

/** Given after the other (by the time given; the id, a UUID v7, for two given at the same moment). */
function later(a: Consent, b: Consent): boolean {
  const difference = Date.parse(a.grantedAt) - Date.parse(b.grantedAt);
  return difference > 0 || (difference === 0 && a.id > b.id);
}

/** Each kind's state, read from its latest consent (the list may come in any order). */
export function consentStates(consents: readonly Consent[]): ConsentState[] {
  return CONSENT_KINDS.map((kind) => {
    const latest = consents
      .filter((consent) => consent.kind === kind)
      .reduce<Consent | null>((newest, consent) => (newest === null || later(consent, newest) ? consent : newest), null);
    if (latest === null) return { kind, state: 'none' };
    return { kind, state: latest.revokedAt ? 'revoked' : 'given', consent: latest };
  });
}

/** Newest first, as the history shows them. */
export function newestFirst(consents: readonly Consent[]): Consent[] {
  return [...consents].sort((a, b) => (later(a, b) ? -1 : later(b, a) ? 1 : 0));
}

/** Every read of consents, under PROGRAM_KEY: a father's record carries their summary. */
export const CONSENTS_KEY = [...PROGRAM_KEY, 'consents'] as const;

/** The gallery's key (features/gallery/api/keys.ts): photo consent shows or hides photos there. */
const GALLERY_KEY = ['gallery'] as const;

/**
 * A consent given or revoked moves his record's summary, the lists, and which photos the gallery
 * shows (or marks for staff): all of them are read again.
 */
export function afterConsentChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
    queryClient.invalidateQueries({ queryKey: GALLERY_KEY }),
  ]);
}

/** Staff with him in scope revoke any kind; the father himself photo, SMS and e-mail. */
export function revokeConsent(id: string) {
  return POST('/api/consents/{id}/revoke', { params: { path: { id } } });
}
