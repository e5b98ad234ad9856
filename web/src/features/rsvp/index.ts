// What other areas may use of RSVP: the answer buttons and badges (home, a session's and an event's
// page), staff's counts, a session's answers, check-in codes, a reminder link's answer, the answers
// kept on the device until sent (app/SignedInServices) and the running-late notice (app/LiveUpdates).
// The link's and the check-in's calls load no query library (the RSVP page is shown signed out).
export {
  checkIn,
  checkInCodeKey,
  createCheckInCode,
  getCheckInCode,
  groupCode,
  normalizeCode,
  type CheckInCode,
  type CheckInResult,
} from './api/check-in';
export { resetPendingRsvpsForTests } from './api/pending-rsvps';
export { answerRsvpLink, type RsvpLinkAnswer } from './api/rsvp-link';
export {
  markMethodOf,
  myRsvpOf,
  rosterRsvpOf,
  rsvpCountsOf,
  sessionRsvpsKey,
  sessionRsvpsQuery,
  useSessionRsvps,
  type CalendarItemWithRsvp,
  type MarkMethod,
  type RosterEntryWithRsvp,
  type RsvpCounts,
  type RsvpInput,
  type SessionRsvps,
} from './api/rsvp';
export { RsvpBadgeList, RsvpBadges, rsvpBadgeWords, type RsvpBadgeWords } from './components/RsvpBadges';
export { RsvpButtons } from './components/RsvpButtons';
export { RsvpSync } from './components/RsvpSync';
export { rsvpCountsText } from './components/counts';
export { runningLateFrom, showRunningLate } from './components/running-late';
