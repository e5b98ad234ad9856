import { Avatar, Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/lib/api/types';

function initials(user: User): string {
  const parts = [user.firstName, user.lastName].filter(Boolean);
  const source = parts.length ? parts : user.displayName.split(/\s+/);
  return source
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

type AccountButtonProps = UnstyledButtonProps & ComponentPropsWithoutRef<'button'> & { user: User };

/** The button that opens the account menu: the person's initials and, where there is room, name. */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(function AccountButton(
  { user, ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      ref={ref}
      aria-label={t('userMenu.label', { name: user.displayName })}
      data-testid="user-menu"
      mih={44}
      miw={44}
      display="flex"
      style={{ alignItems: 'center', justifyContent: 'center' }}
      {...props}
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
  );
});
