// What other areas may use of workshops: a session (check-in, the dashboard's feed, the
// running-late notice).
export { getSession, useSession } from './api/session';
