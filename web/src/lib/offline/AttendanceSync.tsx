import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/AuthProvider';
import { onUserItemsCleared } from '@/lib/user-storage';
import { syncSession } from './attendance-sync';
import { forgetPendingMarks, loadAllPendingMarks, sessionsWithPendingMarks, unsentMarkCount } from './pending-marks';

/** While marks wait, the server is asked again this often (the browser's "online" may be a dead Wi-Fi). */
const SYNC_RETRY_MS = 30_000;

/**
 * Sends the attendance marks kept on this device wherever the coordinator is in the app: at
 * start, when the browser is back online, and every half minute while some wait. Closing or
 * reloading the tab with marks the server does not have asks first. A sign-out removes them.
 */
export function AttendanceSync() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const userId = auth.status === 'signed-in' && auth.user.isAdmin ? auth.user.id : null;

  useEffect(() => onUserItemsCleared((id) => void forgetPendingMarks(id)), []);

  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    let running = false;
    const syncAll = async () => {
      if (running) return;
      running = true;
      try {
        for (const sessionId of sessionsWithPendingMarks(userId)) {
          if (stopped) return;
          await syncSession(queryClient, userId, sessionId);
        }
      } finally {
        running = false;
      }
    };
    void loadAllPendingMarks(userId).then(syncAll);
    const onOnline = () => void syncAll();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, SYNC_RETRY_MS);
    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [queryClient, userId]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsentMarkCount() > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return null;
}
