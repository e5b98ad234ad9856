import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

// Not built yet: each screen says what it will hold.

export function WorkshopCyclesRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.workshopCycles.title')} description={t('pages.workshopCycles.description')} />;
}

export function WorkshopSessionsRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.workshopSessions.title')} description={t('pages.workshopSessions.description')} />;
}

export function WorkshopAttendanceRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.workshopAttendance.title')} description={t('pages.workshopAttendance.description')} />;
}

export function WorkshopsRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.workshops.title')} description={t('pages.workshops.description')} />;
}
