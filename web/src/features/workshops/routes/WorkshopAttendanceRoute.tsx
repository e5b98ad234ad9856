import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { toApiError } from '@/lib/api/errors';
import { notify } from '@/lib/toasts';
import { useExportMatrix } from '../api/export-matrix';
import { useCycles } from '../api/get-cycles';
import { useMatrix } from '../api/get-matrix';
import { AttendanceMatrix } from '../components/AttendanceMatrix';

/** /workshops/session-attendance?cycleId=: the matrix of a cycle, with CSV export (staff). */
export function WorkshopAttendanceRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const cycleId = params.get('cycleId') ?? '';
  const cycles = useCycles();
  const matrix = useMatrix(cycleId);
  const exportCsv = useExportMatrix();

  const choose = (id: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id) next.set('cycleId', id);
      else next.delete('cycleId');
      return next;
    });

  return (
    <Stack gap="md">
      <PageHeader
        title={t('workshops.matrix.title')}
        description={t('workshops.matrix.description')}
        back={{ to: '/workshops', label: t('workshops.title') }}
        actions={
          cycleId && (
            <Button
              variant="default"
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate(cycleId, { onError: (error) => notify.error(toApiError(error).message) })}
            >
              {t('workshops.matrix.exportCsv')}
            </Button>
          )
        }
      />
      <NativeSelect
        label={t('workshops.matrix.cycle')}
        value={cycleId}
        onChange={(event) => choose(event.currentTarget.value)}
        maw={480}
        data={[
          { value: '', label: cycles.isPending ? t('common.loading') : t('workshops.matrix.chooseCycle') },
          ...(cycles.data ?? []).map((cycle) => ({ value: cycle.id, label: `${cycle.title} — ${cycle.groupName}` })),
        ]}
      />
      {cycles.isError && (
        <LoadError title={t('workshops.cycles.loadFailed')} error={cycles.error} onRetry={() => void cycles.refetch()} />
      )}
      {!cycleId ? (
        <Text c="dimmed">{t('workshops.matrix.pick')}</Text>
      ) : matrix.isPending ? (
        <PageLoader />
      ) : matrix.isError ? (
        <LoadError title={t('workshops.matrix.loadFailed')} error={matrix.error} onRetry={() => void matrix.refetch()} />
      ) : matrix.data.rows.length === 0 ? (
        <Text c="dimmed">{t('workshops.matrix.empty')}</Text>
      ) : (
        <AttendanceMatrix matrix={matrix.data} />
      )}
    </Stack>
  );
}
