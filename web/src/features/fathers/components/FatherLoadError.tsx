import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/components/ErrorPage';
import { LoadError } from '@/components/LoadError';
import { toApiError } from '@/lib/api/errors';

/** A record that is not there (or not his to see) is a 404 page; other failures can be retried. */
export function FatherLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const status = toApiError(error).status;
  if (status === 404) return <ErrorPage status={404} description={t('fathers.detail.notFound')} />;
  if (status === 403) {
    return <ErrorPage status={403} title={t('errors.status403')} description={t('fathers.detail.forbidden')} />;
  }
  return <LoadError title={t('fathers.detail.loadFailed')} error={error} onRetry={onRetry} />;
}
