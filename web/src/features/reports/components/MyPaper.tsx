import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { toApiError } from '@/lib/api/errors';
import { useMyFather } from '@/features/fathers';

/** /fathers/me/…: a father's own paper, at the address of his record. */
export function MyPaper({ to }: { to: (fatherId: string) => string }) {
  const { t } = useTranslation();
  const mine = useMyFather();
  if (mine.isPending) return <PageLoader />;
  if (mine.isSuccess) return <Navigate to={to(mine.data.id)} replace />;
  if (toApiError(mine.error).status === 404) {
    return (
      <Stack gap="xs">
        <PageHeader title={t('reports.paper.mine')} />
        <Text>{t('reports.paper.noRecord')}</Text>
      </Stack>
    );
  }
  return <LoadError title={t('reports.paper.loadFailed')} error={mine.error} onRetry={() => void mine.refetch()} />;
}

/** A paper that is not there, or not the reader's to see, is a 404 page; anything else can be retried. */
export function PaperLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (toApiError(error).status === 404) return <ErrorPage status={404} description={t('reports.paper.notFound')} />;
  return <LoadError title={t('reports.paper.loadFailed')} error={error} onRetry={onRetry} />;
}
