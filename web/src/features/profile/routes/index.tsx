import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

// Not built yet: each screen says what it will hold.

export function ProfileRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.profile.title')} description={t('pages.profile.description')} />;
}
