import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import type { Program } from '@/features/programs';
import { formatTimestamp } from '@/lib/dates';
import { useImports } from '../api/get-imports';
import type { Import } from '../api/types';

/** The imports the viewer may undo, newest first: when, into which program, what each did, and Undo while it stands. */
export function RecentImports({ programs, busy, onUndo }: { programs: readonly Program[] | undefined; busy: boolean; onUndo: (entry: Import) => void }) {
  const { t } = useTranslation();
  const imports = useImports();
  const programName = (id: string) => programs?.find((program) => program.id === id)?.name ?? t('imports.recent.unknownProgram');

  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-imports">
      <Title order={2} size="h3" id="recent-imports">
        {t('imports.recent.heading')}
      </Title>
      {imports.isPending ? (
        <PageLoader />
      ) : imports.isError ? (
        <LoadError title={t('imports.recent.loadFailed')} error={imports.error} onRetry={() => void imports.refetch()} />
      ) : imports.data.length === 0 ? (
        <Text c="dimmed">{t('imports.recent.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('imports.recent.heading')}>
          {imports.data.map((entry) => {
            const date = formatTimestamp(entry.createdAt);
            return (
              <Paper component="li" key={entry.id} withBorder p="sm" aria-label={t('imports.recent.label', { date })}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={2}>
                    <Text fw={600}>
                      {date} · {programName(entry.programId)}
                    </Text>
                    <Text size="sm">{t('imports.recent.counts', { create: entry.counts.create, update: entry.counts.update, skip: entry.counts.skip })}</Text>
                  </Stack>
                  {entry.undoneAt ? (
                    <Badge color="gray" variant="light">
                      {t('imports.recent.undoneAt', { date: formatTimestamp(entry.undoneAt) })}
                    </Badge>
                  ) : (
                    <Button size="compact-sm" variant="light" color="red" disabled={busy} onClick={() => onUndo(entry)}>
                      {t('imports.result.undo')}
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
