import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { ErrorPage } from '@/components/ErrorPage';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { toApiError } from '@/lib/api/errors';
import { useAuth } from '@/lib/auth/AuthProvider';
import { pagePhotos } from '../api/cache';
import { useDeletePhoto } from '../api/delete-photo';
import { useAlbum } from '../api/get-album';
import { useAlbumPhotos } from '../api/get-photos';
import { useProcessingPoll } from '../api/poll-processing';
import type { Album, Photo } from '../api/types';
import { DeleteAlbumDialog, EditAlbumDialog } from '../components/AlbumDialogs';
import { PhotoGrid } from '../components/PhotoGrid';
import { PhotoViewer } from '../components/PhotoViewer';
import { UploadPanel } from '../components/UploadPanel';

/** /gallery/{albumId} and, with the viewer open over it, /gallery/{albumId}/{photoId}. */
export function AlbumRoute() {
  const { albumId = '', photoId } = useParams();
  return <AlbumPage key={albumId} albumId={albumId} photoId={photoId ?? null} />;
}

/** Set when the viewer was opened from the grid: closing it is then going back. */
interface ViewerState {
  fromGrid?: boolean;
}

function AlbumPage({ albumId, photoId }: { albumId: string; photoId: string | null }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const staff = user?.isAdmin === true;
  const navigate = useNavigate();
  const location = useLocation();
  const album = useAlbum(albumId);
  const photosQuery = useAlbumPhotos(albumId);
  const photos = useMemo(() => pagePhotos(photosQuery.data), [photosQuery.data]);
  useProcessingPoll(albumId, photos);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const [deletingFailed, setDeletingFailed] = useState<Photo | null>(null);

  const fromGrid = (location.state as ViewerState | null)?.fromGrid === true;
  const albumPath = `/gallery/${encodeURIComponent(albumId)}`;
  // Going from photo to photo replaces the address: Back closes the viewer, whatever was seen in it.
  const openPhoto = useCallback(
    (id: string) => void navigate(`${albumPath}/${encodeURIComponent(id)}`, { replace: true, state: location.state }),
    [navigate, albumPath, location.state],
  );
  const closeViewer = useCallback(() => {
    if (fromGrid) void navigate(-1);
    else void navigate(albumPath, { replace: true });
  }, [navigate, fromGrid, albumPath]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = photosQuery;
  const nextPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (album.isPending) return <PageLoader />;
  if (album.isError) {
    if (toApiError(album.error).status === 404) return <ErrorPage status={404} description={t('gallery.album.notFound')} />;
    return <LoadError title={t('gallery.album.loadFailed')} error={album.error} onRetry={() => void album.refetch()} />;
  }
  const data = album.data;
  const total = Math.max(data.photoCount, photos.length);

  return (
    <Stack gap="md">
      <PageHeader
        title={data.title}
        back={{ to: '/gallery', label: t('gallery.album.back') }}
        badges={<AudienceBadge album={data} />}
        description={
          <>
            {data.description && (
              <Text component="span" display="block" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {data.description}
              </Text>
            )}
            <Text component="span" size="sm">
              {t('gallery.photos', { count: data.photoCount })}
            </Text>
          </>
        }
        actions={
          staff && (
            <>
              <Button variant="light" onClick={() => setDialog('edit')}>
                {t('gallery.edit')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => setDialog('delete')}>
                {t('gallery.delete')}
              </Button>
            </>
          )
        }
      />
      {staff && <UploadPanel album={data} />}

      {photosQuery.isPending ? (
        <PageLoader />
      ) : photosQuery.isError ? (
        <LoadError title={t('gallery.album.photosFailed')} error={photosQuery.error} onRetry={() => void photosQuery.refetch()} />
      ) : photos.length === 0 ? (
        <Text c="dimmed">{staff ? t('gallery.album.staffEmpty') : t('gallery.album.empty')}</Text>
      ) : (
        <PhotoGrid
          photos={photos}
          total={total}
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          fetchNextPage={nextPage}
          onImageError={photosQuery.refreshUrls}
          onDelete={staff ? setDeletingFailed : undefined}
        />
      )}
      {photosQuery.isFetchNextPageError && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('gallery.album.moreFailed')}</Text>
            <Button size="xs" variant="white" color="red" onClick={nextPage}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}

      {photoId && (
        <PhotoViewer
          album={data}
          photoId={photoId}
          photos={photos}
          total={total}
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          fetchNextPage={nextPage}
          refreshUrls={photosQuery.refreshUrls}
          staff={staff}
          onOpen={openPhoto}
          onClose={closeViewer}
        />
      )}
      {staff && (
        <>
          <EditAlbumDialog album={dialog === 'edit' ? data : null} onClose={() => setDialog(null)} />
          <DeleteAlbumDialog
            album={dialog === 'delete' ? data : null}
            onClose={() => setDialog(null)}
            onDeleted={() => void navigate('/gallery', { replace: true })}
          />
          <DeleteFailedPhoto photo={deletingFailed} onClose={() => setDeletingFailed(null)} />
        </>
      )}
    </Stack>
  );
}

function AudienceBadge({ album }: { album: Album }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={album.groupId ? 'grape' : 'blue'}>
      {album.groupName ?? t('common.everyone')}
    </Badge>
  );
}

/** A photo that could not be processed, deleted from its tile. */
function DeleteFailedPhoto({ photo, onClose }: { photo: Photo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmDelete({ item: photo, remove: useDeletePhoto(), deleted: t('gallery.toasts.photoDeleted'), onClose });
  return (
    <ConfirmDialog
      opened={photo !== null}
      onClose={onClose}
      title={t('gallery.viewer.deleteDialog.title')}
      body={t('gallery.viewer.deleteDialog.body')}
      confirmLabel={t('gallery.viewer.deleteDialog.confirm')}
      {...confirm}
    />
  );
}
