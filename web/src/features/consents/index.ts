// What other areas may use of consents: the kinds, where each stands, and a revocation; a
// father's page records them, his profile shows and revokes his own.
export {
  afterConsentChange,
  CONSENT_KEYS,
  CONSENT_KINDS,
  CONSENTS_KEY,
  consentStates,
  fatherMayRevoke,
  newestFirst,
  revokeConsent,
  type Consent,
  type ConsentKind,
  type ConsentState,
} from './api/consents';
