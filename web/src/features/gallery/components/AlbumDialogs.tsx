import { Alert } from '@mantine/core';
import { Dialog } from '@/components/Dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { useGroups } from '@/features/groups';
import { usePhone } from '@/lib/media';
import { notify } from '@/lib/toasts';
import { useCreateAlbum } from '../api/create-album';
import { useDeleteAlbum } from '../api/delete-album';
import type { Album } from '../api/types';
import { useUpdateAlbum } from '../api/update-album';
import { AlbumForm, albumChanges, albumValues, toAlbumInput, type AlbumFormValues } from './AlbumForm';

/** Staff: a new album; its page opens once it is created, ready for photos. */
export function CreateAlbumDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const navigate = useNavigate();
  const groups = useGroups({ enabled: opened });
  const create = useCreateAlbum();
  const onSubmit = async (values: AlbumFormValues) => {
    const album = await create.mutateAsync(toAlbumInput(values));
    notify.success(t('gallery.toasts.created'));
    onClose();
    await navigate(`/gallery/${encodeURIComponent(album.id)}`);
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={t('gallery.form.createTitle')} fullScreen={phone}>
      {groups.isError && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {t('gallery.form.groupsFailed')}
        </Alert>
      )}
      {opened && (
        <AlbumForm
          initial={albumValues(null)}
          groups={groups.data ?? []}
          onSubmit={onSubmit}
          submitLabel={t('gallery.form.createSubmit')}
          label={t('gallery.form.createTitle')}
        />
      )}
    </Dialog>
  );
}

export function EditAlbumDialog({ album, onClose }: { album: Album | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const groups = useGroups({ enabled: album !== null });
  const update = useUpdateAlbum();
  const onSubmit = async (values: AlbumFormValues) => {
    if (!album) return;
    const changes = albumChanges(album, values);
    if (Object.keys(changes).length > 0) {
      await update.mutateAsync({ id: album.id, changes });
      notify.success(t('gallery.toasts.updated'));
    }
    onClose();
  };
  return (
    <Dialog opened={album !== null} onClose={onClose} title={t('gallery.form.editTitle')} fullScreen={phone}>
      {groups.isError && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {t('gallery.form.groupsFailed')}
        </Alert>
      )}
      {album && (
        <AlbumForm
          key={album.id}
          initial={albumValues(album)}
          groups={groups.data ?? []}
          onSubmit={onSubmit}
          submitLabel={t('gallery.form.editSubmit')}
          label={t('gallery.form.editTitle')}
        />
      )}
    </Dialog>
  );
}

/** Asks first: the album's photos go with it. */
export function DeleteAlbumDialog({
  album,
  onClose,
  onDeleted,
}: {
  album: Album | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmDelete({
    item: album?.id ?? null,
    remove: useDeleteAlbum(),
    deleted: t('gallery.toasts.deleted'),
    onClose,
    onDeleted,
  });
  return (
    <ConfirmDialog
      opened={album !== null}
      onClose={onClose}
      title={t('gallery.deleteDialog.title')}
      body={t('gallery.deleteDialog.body', { title: album?.title ?? '', count: album?.photoCount ?? 0 })}
      confirmLabel={t('gallery.deleteDialog.confirm')}
      {...confirm}
    />
  );
}
