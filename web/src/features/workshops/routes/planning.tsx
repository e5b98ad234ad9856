// Planning a program: a cycle's page (its sessions, progress and the dialogs that edit it) and
// the forms that create and edit cycles and sessions. One chunk (workshops-planning) with the form
// library, apart from the session page where attendance is taken (./session).
export { CycleNewRoute } from './CycleNewRoute';
export { CycleRoute } from './CycleRoute';
export { SessionEditRoute } from './SessionEditRoute';
export { SessionNewRoute } from './SessionNewRoute';
