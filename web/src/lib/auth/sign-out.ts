import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api/client';
import { clearSession } from './session';

// Shared: the user menu (app) and the profile page (a feature) both sign out.

/** Revokes the refresh cookie; the local session ends even if the server cannot be reached. */
export async function signOut() {
  try {
    await api<void>('/auth/signout', { method: 'POST', auth: false });
  } finally {
    clearSession();
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
