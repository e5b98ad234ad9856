// What other areas may use of consents: the kinds and where each stands, the keys of their reads,
// and the sections other areas' pages show: his consents on a father's page (staff record and
// revoke them), his own on his profile (he revokes photo, SMS and e-mail), whose read his
// reminders consult too.
export {
  CONSENT_KEYS,
  CONSENT_KINDS,
  CONSENTS_KEY,
  consentStates,
  fatherMayRevoke,
  type Consent,
  type ConsentKind,
  type ConsentState,
} from './api/consents';
export { fatherConsentsKey } from './api/keys';
export { useMyConsents } from './api/get-my-consents';
export { ConsentSection } from './components/ConsentSection';
export { MyConsents } from './components/MyConsents';
