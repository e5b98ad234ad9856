import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

// Not built yet: each screen says what it will hold.

export function CycleNewRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.cycleNew.title')} description={t('pages.cycleNew.description')} />;
}

export function CycleRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.cycle.title')} description={t('pages.cycle.description')} />;
}

export function SessionNewRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.sessionNew.title')} description={t('pages.sessionNew.description')} />;
}

export function SessionRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.session.title')} description={t('pages.session.description')} />;
}

export function SessionEditRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.sessionEdit.title')} description={t('pages.sessionEdit.description')} />;
}
