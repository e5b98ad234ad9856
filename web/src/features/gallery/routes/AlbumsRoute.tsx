import { Button, Center, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/CardGrid';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useAuth } from '@/lib/auth/AuthProvider';
import { useAlbums } from '../api/get-albums';
import type { Album } from '../api/types';
import { AlbumCard } from '../components/AlbumCard';
import { CreateAlbumDialog, DeleteAlbumDialog, EditAlbumDialog } from '../components/AlbumDialogs';

/** An <img> refused this soon after the list came is not a stale signature. */
const REFRESH_GRACE_MS = 30_000;

/** /gallery: the albums the viewer may see, newest first; staff create, edit and delete them. */
export function AlbumsRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const staff = user?.isAdmin === true;
  const list = useAlbums();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Album | null>(null);
  const [deleting, setDeleting] = useState<Album | null>(null);
  const albums = list.data?.pages.flat() ?? [];
  // A father is shown the albums that hold photos he may see: one with none yet, or whose every
  // photo is hidden from him (someone pictured took back his photo consent), would be an empty
  // card saying "No photos yet" over "0 photos". Staff see every album, to fill it.
  const shown = staff ? albums : albums.filter((album) => album.photoCount > 0);

  const { dataUpdatedAt, isFetching, refetch } = list;
  const refreshCovers = useCallback(() => {
    if (!isFetching && Date.now() - dataUpdatedAt > REFRESH_GRACE_MS) void refetch();
  }, [dataUpdatedAt, isFetching, refetch]);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('gallery.title')}
        description={staff ? t('gallery.description') : t('gallery.myDescription')}
        actions={staff && <Button onClick={() => setCreating(true)}>{t('gallery.newAlbum')}</Button>}
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadError title={t('gallery.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : shown.length === 0 && !list.hasNextPage ? (
        <Text c="dimmed">{staff ? t('gallery.staffEmpty') : albums.length > 0 ? t('gallery.noPhotos') : t('gallery.empty')}</Text>
      ) : (
        <>
          {shown.length > 0 && (
            <CardGrid label={t('gallery.albums')}>
              {shown.map((album) => (
                <AlbumCard
                  key={album.id}
                  album={album}
                  onImageError={refreshCovers}
                  onEdit={staff ? () => setEditing(album) : undefined}
                  onDelete={staff ? () => setDeleting(album) : undefined}
                />
              ))}
            </CardGrid>
          )}
          {list.hasNextPage && (
            <Center>
              <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t('gallery.loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
      {staff && (
        <>
          <CreateAlbumDialog opened={creating} onClose={() => setCreating(false)} />
          <EditAlbumDialog album={editing} onClose={() => setEditing(null)} />
          <DeleteAlbumDialog album={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </Stack>
  );
}
