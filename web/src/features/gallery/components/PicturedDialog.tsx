import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/Dialog';
import { toApiError } from '@/lib/api/errors';
import { notify } from '@/lib/toasts';
import { useSetPhotoTags } from '../api/set-photo-tags';
import type { Album, Photo } from '../api/types';
import { PicturedPicker } from './PicturedPicker';

/** Staff change who is pictured in a photo; the answer says whether fathers still see it. */
export function PicturedDialog({ photo, album, opened, onClose }: { photo: Photo; album: Album; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('gallery.pictured.editTitle')}>
      {/* Mounted while open: each opening starts from the photo's tags as they are. */}
      {opened && <PicturedForm photo={photo} album={album} onDone={onClose} />}
    </Dialog>
  );
}

function PicturedForm({ photo, album, onDone }: { photo: Photo; album: Album; onDone: () => void }) {
  const { t } = useTranslation();
  const setTags = useSetPhotoTags();
  const [tags, setTagsValue] = useState<string[]>(photo.tags);

  const save = async () => {
    try {
      const saved = await setTags.mutateAsync({ id: photo.id, tags });
      notify.success(saved.consentMissing ? t('gallery.toasts.picturedSavedHidden') : t('gallery.toasts.picturedSaved'));
      onDone();
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <PicturedPicker album={album} value={tags} onChange={setTagsValue} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={setTags.isPending}>
            {t('gallery.pictured.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
