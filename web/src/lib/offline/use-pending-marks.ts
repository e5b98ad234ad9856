import { useEffect, useSyncExternalStore } from 'react';
import { loadPendingMarks, peekPendingMarks, pendingMarksVersion, subscribePendingMarks, type PendingMarks } from './pending-marks';

/** A session's marks kept on this device, or undefined while they are read. */
export function usePendingMarks(userId: string, sessionId: string): PendingMarks | undefined {
  useSyncExternalStore(subscribePendingMarks, pendingMarksVersion);
  useEffect(() => {
    void loadPendingMarks(userId, sessionId);
  }, [userId, sessionId]);
  return peekPendingMarks(userId, sessionId);
}
