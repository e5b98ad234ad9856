import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { PageLoader } from '@/components/PageLoader';
import { useAuth } from '@/lib/auth/AuthProvider';
import { isDirector } from '@/lib/auth/roles';

/** Signed-out visitors go to /signin; where they were going is remembered for afterwards. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signed-out') return <Navigate to="/signin" replace state={{ from: location }} />;
  return <Outlet />;
}

/** /signin and /register are only for signed-out visitors. */
export function RedirectIfSignedIn() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signed-in') {
    const from = (location.state as { from?: Location } | null)?.from;
    const target = from && from.pathname !== '/signin' ? `${from.pathname}${from.search}${from.hash}` : '/';
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}

/** The server refuses admin calls anyway; a father who opens an admin page is told why he cannot. */
export function RequireAdmin() {
  const { user } = useAuth();
  const { t } = useTranslation();
  if (!user?.isAdmin) return <ErrorPage status={403} title={t('errors.status403')} description={t('errors.forbidden')} />;
  return <Outlet />;
}

/** Accounts and the program-wide activity: directors only (the server answers staff 403 too). */
export function RequireDirector() {
  const { user } = useAuth();
  const { t } = useTranslation();
  if (!user?.isAdmin) return <ErrorPage status={403} title={t('errors.status403')} description={t('errors.forbidden')} />;
  if (!isDirector(user)) return <ErrorPage status={403} title={t('errors.status403')} description={t('errors.directorsOnly')} />;
  return <Outlet />;
}
