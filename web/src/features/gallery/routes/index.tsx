import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

// Not built yet: each screen says what it will hold.

export function GalleryRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.gallery.title')} description={t('pages.gallery.description')} />;
}
