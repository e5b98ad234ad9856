import type { User } from '@/lib/api/types';

// Who was last signed in on this device (the profile only, never a token): when the app
// starts without a network it stays signed in as him and shows what was saved for him.
// Removed on sign-out and on a refused renewal.

const KEY = 'fm:last-user';

export function rememberLastUser(user: User) {
  try {
    localStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    // Storage refused: offline start-ups simply show the sign-in page.
  }
}

export function readLastUser(): User | null {
  try {
    const raw = localStorage.getItem(KEY);
    const user = raw ? (JSON.parse(raw) as User) : null;
    return user && typeof user.id === 'string' ? user : null;
  } catch {
    return null;
  }
}

export function forgetLastUser() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
