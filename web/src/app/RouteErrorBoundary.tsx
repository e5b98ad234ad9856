import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { PageLoader } from '@/components/PageLoader';
import { isChunkLoadError, reloadOnce } from '@/lib/build-reload';

const reloadDecisions = new WeakMap<object, boolean>();

/** A chunk of an older build is gone after a deployment: reload once (guarded) to get the new one. */
function reloadForChunkError(error: Error): boolean {
  if (!reloadDecisions.has(error)) reloadDecisions.set(error, reloadOnce());
  return reloadDecisions.get(error) ?? false;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { pathname } = useLocation();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} description={t('errors.notFound', { path: pathname })} />;
  }
  if (isChunkLoadError(error) && reloadForChunkError(error as Error)) {
    return <PageLoader />;
  }
  console.error(error);
  return <ErrorPage status={500} description={t('errors.unexpected')} offerReload />;
}

export function NotFoundRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return <ErrorPage status={404} description={t('errors.notFound', { path: pathname })} />;
}
