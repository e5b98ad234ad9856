import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

// Not built yet: each screen says what it will hold.

export function DashboardRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.dashboard.title')} description={t('pages.dashboard.description')} />;
}
