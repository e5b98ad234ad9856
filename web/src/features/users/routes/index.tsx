import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

// Not built yet: each screen says what it will hold.

export function AdminUsersRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.adminUsers.title')} description={t('pages.adminUsers.description')} />;
}

export function CleanupUsersRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.cleanupUsers.title')} description={t('pages.cleanupUsers.description')} />;
}
