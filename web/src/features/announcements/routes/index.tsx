import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

// Not built yet: each screen says what it will hold.

export function AnnouncementsRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.announcements.title')} description={t('pages.announcements.description')} />;
}
