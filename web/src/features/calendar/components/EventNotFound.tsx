import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/components/ErrorPage';
import { LoadError } from '@/components/LoadError';
import { toApiError } from '@/lib/api/errors';

/** An event that is gone or not the viewer's to see (404), or one that could not be loaded. */
export function EventNotFound({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (toApiError(error).status === 404) return <ErrorPage status={404} description={t('calendar.event.notFound')} />;
  return <LoadError title={t('calendar.event.loadFailed')} error={error} onRetry={onRetry} />;
}
