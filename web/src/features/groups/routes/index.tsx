import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

// Not built yet: each screen says what it will hold.

export function GroupNewRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.groupNew.title')} description={t('pages.groupNew.description')} />;
}

export function GroupsListRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.groups.title')} description={t('pages.groups.description')} />;
}
