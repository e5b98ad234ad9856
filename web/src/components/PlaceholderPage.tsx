import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An area that is not built yet: its title and what it will hold, nothing that pretends to work. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Title order={1}>{title}</Title>
        <Badge variant="light" color="gray">
          {t('common.comingSoon')}
        </Badge>
      </Group>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
}
