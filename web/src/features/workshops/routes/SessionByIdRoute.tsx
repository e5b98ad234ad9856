import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { useSession } from '../api/session';
import { NotFound } from '../components/NotFound';

/**
 * /sessions/{id}: a session named by its id alone (a check-in, an RSVP link), sent on to its
 * page under its cycle.
 */
export function SessionByIdRoute() {
  const { t } = useTranslation();
  const { sessionId = '' } = useParams();
  // A session never moves to another cycle: once read, it is not asked for again.
  const session = useSession(sessionId, { staleTime: Infinity });
  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    return <NotFound error={session.error} description={t('sessions.detail.notFound')} onRetry={() => void session.refetch()} />;
  }
  return <Navigate to={`/cycles/${encodeURIComponent(session.data.cycleId)}/sessions/${encodeURIComponent(session.data.id)}`} replace />;
}
