import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

// Not built yet: each screen says what it will hold.

export function MilestonesRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.milestones.title')} description={t('pages.milestones.description')} />;
}
