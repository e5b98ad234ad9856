import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from '@/lib/api/types';
import { browserLanguage, deviceLanguage, setLanguage, toLanguage } from '@/lib/i18n';
import { getSnapshot, restoreSession, subscribe } from './session';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: User };

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot);

  useEffect(() => {
    void restoreSession();
  }, []);

  const user = snapshot.session?.user ?? null;
  // While his session is restored the page keeps the language it started in (i18n's).
  const language = user ? toLanguage(user.preferredLanguage) : snapshot.ready ? browserLanguage() : deviceLanguage();
  useEffect(() => {
    setLanguage(language);
  }, [language]);

  const state: AuthState = !snapshot.ready
    ? { status: 'loading', user: null }
    : user
      ? { status: 'signed-in', user }
      : { status: 'signed-out', user: null };

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
