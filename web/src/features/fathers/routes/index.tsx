import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

// Not built yet: each screen says what it will hold.

export function FatherNewRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.fatherNew.title')} description={t('pages.fatherNew.description')} />;
}

export function FatherRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.father.title')} description={t('pages.father.description')} />;
}

export function FatherEditRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.fatherEdit.title')} description={t('pages.fatherEdit.description')} />;
}

export function FathersListRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.fathers.title')} description={t('pages.fathers.description')} />;
}
