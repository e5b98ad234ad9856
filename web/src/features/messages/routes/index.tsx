import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

// Not built yet: each screen says what it will hold.

export function MessagesRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.messages.title')} description={t('pages.messages.description')} />;
}
