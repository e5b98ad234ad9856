import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '@/lib/auth/sign-out';
import type { User } from '@/lib/api/types';

function initials(user: User): string {
  const parts = [user.firstName, user.lastName].filter(Boolean);
  const source = parts.length ? parts : user.displayName.split(/\s+/);
  return source
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('userMenu.label', { name: user.displayName })}
          data-testid="user-menu"
          mih={44}
          miw={44}
          display="flex"
          style={{ alignItems: 'center', justifyContent: 'center' }}
        >
          <Group gap="xs" wrap="nowrap">
            {/* The initials are a picture of the name the button already says: drawn by CSS, so
                they are not text the button's name would have to contain. */}
            <Avatar color="blue" radius="xl" size="sm" aria-hidden>
              <span className="fm-initials" data-initials={initials(user)} />
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs" truncate maw={160}>
              {user.displayName}
            </Text>
          </Group>
        </UnstyledButton>
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
