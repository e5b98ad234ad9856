import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { POST } from '@/lib/api/client';
import { forgetPushSubscription } from '@/lib/push/push';
import { clearUserItems } from '@/lib/user-storage';
import { clearSession, getSnapshot } from './session';

// Shared: the user menu (app) and the profile page (a feature) both sign out.

/**
 * Revokes the refresh cookie; the local session ends even if the server cannot be reached.
 * First, while the session still holds, the server is told to stop pushing to this device;
 * afterwards, what was kept on the device for this user (drafts, unsent messages) goes.
 */
export async function signOut() {
  const userId = getSnapshot().session?.user.id;
  try {
    await forgetPushSubscription();
    await POST('/api/auth/signout', { auth: false });
  } finally {
    clearSession();
    if (userId) clearUserItems(userId);
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut().catch(() => undefined);
    queryClient.clear();
    await navigate('/signin', { replace: true });
  }, [navigate, queryClient]);
}
