import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/components/ErrorPage';
import { LoadError } from '@/components/LoadError';
import { toApiError } from '@/lib/api/errors';

/** A cycle or session that is not there (or not in his groups) is a 404 page; other failures can be retried. */
export function NotFound({ error, description, onRetry }: { error: unknown; description: string; onRetry: () => void }) {
  const { t } = useTranslation();
  if (toApiError(error).status === 404) return <ErrorPage status={404} description={description} />;
  return <LoadError title={t('cycles.loadFailed')} error={error} onRetry={onRetry} />;
}
