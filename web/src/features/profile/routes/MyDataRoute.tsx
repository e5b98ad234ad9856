import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { PrintButton } from '@/components/PrintButton';
import { toApiError } from '@/lib/api/errors';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import { useDownloadMyData, useMyExport } from '../api/export-my-data';
import { MyDataView } from '../components/MyDataView';

/** /profile/my-data: what the program recorded about him, to read and print, and the JSON to keep. */
export function MyDataRoute() {
  const { t } = useTranslation();
  const data = useMyExport();
  const download = useDownloadMyData();
  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title={t('profile.myData.title')}
        description={data.data ? t('profile.myData.exportedAt', { time: formatDate(data.data.exportedAt) }) : undefined}
        back={{ to: '/profile', label: t('profile.title') }}
        actions={
          <>
            {data.data && <PrintButton label={t('profile.myData.print')} />}
            <Button
              variant="light"
              className="fm-screen-only"
              loading={download.isPending}
              onClick={() => download.mutate(undefined, { onError: (error) => notify.error(toApiError(error).message) })}
            >
              {t('profile.myData.downloadJson')}
            </Button>
          </>
        }
      />
      {data.isPending ? (
        <PageLoader />
      ) : data.isError ? (
        <LoadError title={t('profile.myData.loadFailed')} error={data.error} onRetry={() => void data.refetch()} />
      ) : (
        <MyDataView data={data.data} />
      )}
    </Stack>
  );
}
