import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { sessionRsvpsKey } from '../api/rsvp';
import { getSession } from '@/features/workshops';
import { notify } from '@/lib/toasts';

/**
 * A live event for staff (`running-late`, app/LiveUpdates): a father said he is running late
 * to a session of a group they facilitate.
 */
export interface RunningLate {
  fatherName: string;
  sessionTitle: string;
  sessionId: string;
  /** The session's cycle, when the event carries it: its page is under it. */
  cycleId?: string | null;
}

/** The event's data when it is a running-late notice, else null. */
export function runningLateFrom(data: unknown): RunningLate | null {
  if (typeof data !== 'object' || data === null) return null;
  const { name, sessionTitle, sessionId, cycleId } = data as Record<string, unknown>;
  // The server names him `name`; `fatherName` is accepted too.
  const fatherName = (data as Record<string, unknown>).fatherName ?? name;
  if (typeof fatherName !== 'string' || typeof sessionTitle !== 'string' || typeof sessionId !== 'string') return null;
  return { fatherName, sessionTitle, sessionId, cycleId: typeof cycleId === 'string' ? cycleId : null };
}

function pathOf(cycleId: string, sessionId: string) {
  return `/cycles/${encodeURIComponent(cycleId)}/sessions/${encodeURIComponent(sessionId)}`;
}

/** The session's page (the cycle is asked for when the event does not say it). */
async function sessionPath(late: RunningLate): Promise<string> {
  return pathOf(late.cycleId ?? (await getSession(late.sessionId)).cycleId, late.sessionId);
}

/**
 * "Sam Rivera is running late", with a link to the session's page; the session's answers are
 * read again. `navigate` is the router's (the toasts are drawn outside it).
 */
export function showRunningLate(queryClient: QueryClient, late: RunningLate, navigate: (path: string) => void) {
  void queryClient.invalidateQueries({ queryKey: sessionRsvpsKey(late.sessionId) });
  const open = () => {
    void sessionPath(late).then(navigate, () => undefined);
  };
  notify.rich(
    'info',
    <span>
      {i18n.t('rsvp.runningLate.message', { name: late.fatherName })}{' '}
      <a
        href={late.cycleId ? pathOf(late.cycleId, late.sessionId) : '#'}
        style={{ color: 'inherit', fontWeight: 600 }}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          open();
        }}
      >
        {i18n.t('rsvp.runningLate.open', { session: late.sessionTitle })}
      </a>
    </span>,
  );
}
