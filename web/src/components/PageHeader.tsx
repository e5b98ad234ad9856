import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page's title, an optional way back, a line under it and its actions. */
export function PageHeader({
  title,
  description,
  back,
  badges,
  actions,
}: {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  badges?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack gap={4}>
      {back && (
        <Anchor component={Link} to={back.to} size="sm" className="fm-screen-only">
          ← {back.label}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{title}</Title>
            {badges}
          </Group>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}
