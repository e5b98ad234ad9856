import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

// Not built yet: each screen says what it will hold.

export function CalendarRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.calendar.title')} description={t('pages.calendar.description')} />;
}

export function EventNewRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.eventNew.title')} description={t('pages.eventNew.description')} />;
}

export function EventRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.event.title')} description={t('pages.event.description')} />;
}

export function EventEditRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.eventEdit.title')} description={t('pages.eventEdit.description')} />;
}
