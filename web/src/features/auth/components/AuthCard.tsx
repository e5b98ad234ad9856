import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" w="100%" maw={420} mx="auto" py="xl" px="md">
      <Text ta="center" fw={800} fz="xl" c="blue.7">
        {t('app.title')}
      </Text>
      <Paper withBorder shadow="sm" radius="md" p="lg">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
