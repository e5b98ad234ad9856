import { lazy, Suspense, useState } from 'react';
import type { User } from '@/lib/api/types';
import { AccountButton } from './AccountButton';

// The menu's code (its positioning library, focus trap and portal: about a third of the shell's
// script) downloads when the menu is first wanted, not on every phone's first paint.
const loadMenu = () => import('./UserMenuDropdown');
const UserMenuDropdown = lazy(loadMenu);

export function UserMenu({ user }: { user: User }) {
  const [wanted, setWanted] = useState(false);
  // Until the menu's code is in, the same button stands in: a pointer over it or focus on it
  // starts the download, so the menu usually opens at once on the tap.
  const standIn = (
    <AccountButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenuDropdown user={user} />
    </Suspense>
  );
}
