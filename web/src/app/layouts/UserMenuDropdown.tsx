import { Menu } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '@/lib/auth/sign-out';
import type { User } from '@/lib/api/types';
import { AccountButton } from './AccountButton';

/** The account menu, open from the moment it mounts: it mounts when the person first asks for it. */
export default function UserMenuDropdown({ user }: { user: User }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const button = useRef<HTMLButtonElement>(null);
  // The kit gives focus back to what had it when the menu opened; the first time, that was the
  // stand-in button this one replaced, so focus comes back here by hand.
  return (
    <Menu position="bottom-end" width={200} withinPortal defaultOpened onClose={() => button.current?.focus()}>
      <Menu.Target>
        <AccountButton ref={button} user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile">
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item color="red" onClick={() => void signOut()}>
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
