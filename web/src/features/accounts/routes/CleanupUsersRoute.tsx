import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageLoader } from '@/components/PageLoader';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { useCleanupUsers } from '../api/cleanup-users';
import { CLEANUP_DAYS, DEFAULT_CLEANUP_DAYS, useCleanupCandidates } from '../api/get-cleanup-candidates';
import { CandidatesTable } from '../components/CandidatesTable';
import { LoadError } from '@/components/LoadError';
import { toggleAll, toggleOne, visibleSelection } from '../utils/selection';

function readDays(value: string | null): number {
  const days = Number(value);
  return value !== null && (CLEANUP_DAYS as readonly number[]).includes(days) ? days : DEFAULT_CLEANUP_DAYS;
}

export function CleanupUsersRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const days = readDays(params.get('days'));
  const candidates = useCleanupCandidates(days);
  const cleanup = useCleanupUsers();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // What the dialog asks about stays fixed while it is open and while it fades out.
  const [confirm, setConfirm] = useState<{ opened: boolean; ids: string[] }>({ opened: false, ids: [] });
  const closeConfirm = () => setConfirm((current) => ({ ...current, opened: false }));

  const listed = (candidates.data ?? []).map((user) => user.id);
  const selected = visibleSelection(picked, listed);

  const chooseDays = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (Number(value) === DEFAULT_CLEANUP_DAYS) next.delete('days');
        else next.set('days', value);
        return next;
      },
      { replace: true },
    );
  };

  const remove = useConfirmDelete({
    item: confirm.ids,
    remove: cleanup,
    deleted: ({ deleted }) => t('cleanup.removed', { count: deleted }),
    onClose: closeConfirm,
    onDeleted: () => setPicked(new Set()),
  });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('cleanup.title')}</Title>
        <Text c="dimmed">{t('cleanup.description')}</Text>
      </Stack>

      <Group justify="space-between" align="flex-end" gap="sm">
        <NativeSelect
          label={t('cleanup.days')}
          value={String(days)}
          onChange={chooseDays}
          data={CLEANUP_DAYS.map((value) => ({ value: String(value), label: t('cleanup.daysOption', { count: value }) }))}
          w={200}
        />
        <Group gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('cleanup.selected', { count: selected.size })}
          </Text>
          <Button color="red" disabled={selected.size === 0} onClick={() => setConfirm({ opened: true, ids: [...selected] })}>
            {t('cleanup.remove')}
          </Button>
        </Group>
      </Group>

      {candidates.isPending ? (
        <PageLoader />
      ) : candidates.isError ? (
        <LoadError title={t('cleanup.loadFailed')} error={candidates.error} onRetry={() => void candidates.refetch()} />
      ) : candidates.data.length === 0 ? (
        <Text c="dimmed">{t('cleanup.empty')}</Text>
      ) : (
        <div style={{ opacity: candidates.isPlaceholderData ? 0.6 : 1 }} aria-busy={candidates.isFetching}>
          <CandidatesTable
            users={candidates.data}
            selected={selected}
            onToggle={(id) => setPicked(toggleOne(selected, id))}
            onToggleAll={() => setPicked(toggleAll(selected, listed))}
          />
        </div>
      )}

      <ConfirmDialog
        opened={confirm.opened}
        onClose={closeConfirm}
        title={t('cleanup.confirm.title')}
        body={t('cleanup.confirm.body', { count: confirm.ids.length })}
        confirmLabel={t('cleanup.confirm.submit')}
        {...remove}
      />
    </Stack>
  );
}
