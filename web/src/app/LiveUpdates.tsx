import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ANNOUNCEMENTS_KEY } from '@/features/announcements/api/keys';
import { applyLiveMessage, applyRead } from '@/features/messages/api/cache';
import { MESSAGES_KEY } from '@/features/messages/api/keys';
import type { Message, ReadUpTo } from '@/features/messages/api/types';
import { TEXTS_KEY } from '@/features/texts/api/keys';
import { applyLiveText } from '@/features/texts/api/live';
import { attendanceKey } from '@/lib/api/program';
import { runningLateFrom, sessionRsvpsKey, showRunningLate } from '@/features/rsvp';
import { TODAY_KEY } from '@/features/dashboard';
import { UNREAD_KEY } from '@/features/announcements';
import { useAuth } from '@/lib/auth/AuthProvider';
import { receiptSender, type ReceiptSender } from '@/lib/live/receipts';
import { openLiveStream, type LiveEvent } from '@/lib/live/stream';

/** Every session's roster (attendanceKey without its session). */
const ATTENDANCE_KEY = attendanceKey('').slice(0, -1);

/**
 * Puts one event of the live stream into the caches of the areas it concerns. A new message
 * from someone else is confirmed to the server (`receipts`), which then does not push it.
 */
export function applyLiveEvent(
  queryClient: QueryClient,
  event: LiveEvent,
  userId: string,
  receipts?: ReceiptSender,
  navigate?: (path: string) => void,
) {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  if (typeof data !== 'object' || data === null) return;
  switch (event.type) {
    case 'message':
      if ('id' in data && 'conversationId' in data) {
        const message = data as Message;
        applyLiveMessage(queryClient, message, userId);
        if (event.id && !message.deleted && message.senderId !== userId) receipts?.add(event.id);
      }
      break;
    case 'read':
      if ('conversationId' in data && 'upTo' in data) applyRead(queryClient, data as ReadUpTo);
      break;
    case 'announcement':
      void queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
      break;
    case 'attendance':
      // A father checked in: the session's open roster (and its no-shows) are read again.
      if ('sessionId' in data && typeof data.sessionId === 'string') {
        void queryClient.invalidateQueries({ queryKey: attendanceKey(data.sessionId) });
        void queryClient.invalidateQueries({ queryKey: sessionRsvpsKey(data.sessionId) });
        // And staff's day, whose sessions count who is here and who checked in.
        void queryClient.invalidateQueries({ queryKey: TODAY_KEY });
      }
      break;
    case 'text':
      // A text to or from a father in the reader's scope was written, moved on, or came in.
      applyLiveText(queryClient, data);
      break;
    case 'running-late': {
      // To the group's facilitators and the directors: a toast that opens the session.
      const late = runningLateFrom(data);
      if (late) {
        showRunningLate(queryClient, late, (path) => navigate?.(path));
        // Staff's day counts the late answers.
        void queryClient.invalidateQueries({ queryKey: TODAY_KEY });
      }
      break;
    }
  }
}

/**
 * One live stream per signed-in tab, opened on sign-in and closed on sign-out. After a
 * reconnection the messages missed are replayed by the server; what a replay does not carry
 * (removals, reads, announcements, check-ins, texts) is asked for again.
 */
export function LiveUpdates() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const navigate = useNavigate();
  // The latest navigate, without reopening the stream when it changes.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  useEffect(() => {
    if (!userId) return;
    const receipts = receiptSender();
    const stream = openLiveStream({
      onEvent: (event) =>
        applyLiveEvent(queryClient, event, userId, receipts, (path) => void navigateRef.current(path)),
      onOpen: (reconnected) => {
        if (!reconnected) return;
        void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
        void queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });
        void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
        void queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY });
        void queryClient.invalidateQueries({ queryKey: TODAY_KEY });
        void queryClient.invalidateQueries({ queryKey: TEXTS_KEY });
      },
    });
    return () => {
      stream.close();
      receipts.cancel();
    };
  }, [userId, queryClient]);
  return null;
}
