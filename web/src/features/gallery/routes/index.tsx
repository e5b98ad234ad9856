import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { AlbumRoute } from './AlbumRoute';
import { AlbumsRoute } from './AlbumsRoute';

/**
 * /gallery/...: the albums, an album's photos (/gallery/{albumId}) and the viewer over them
 * (/gallery/{albumId}/{photoId}, a link that can be shared; Back closes it).
 */
export function GalleryRoute() {
  return (
    <Routes>
      <Route index element={<AlbumsRoute />} />
      <Route path=":albumId/:photoId?" element={<AlbumRoute />} />
      <Route path="*" element={<GalleryNotFound />} />
    </Routes>
  );
}

function GalleryNotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return <ErrorPage status={404} description={t('errors.notFound', { path: pathname })} />;
}
