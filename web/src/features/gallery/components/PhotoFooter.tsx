import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api/errors';
import { notify } from '@/lib/toasts';
import { MAX_CAPTION, type Album, type Photo } from '../api/types';
import { useUpdateAlbum } from '../api/update-album';
import { useUpdateCaption } from '../api/update-photo';
import classes from './gallery.module.css';

interface PhotoFooterProps {
  photo: Photo;
  album: Album;
  staff: boolean;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  onDelete: () => void;
}

/** The caption, and for staff: edit it, make the photo the album's cover, delete it. */
export function PhotoFooter({ photo, album, staff, editing, setEditing, onDelete }: PhotoFooterProps) {
  const { t } = useTranslation();
  const updateCaption = useUpdateCaption();
  const updateAlbum = useUpdateAlbum();
  const [caption, setCaption] = useState(photo.caption);
  const tooLong = caption.length > MAX_CAPTION;
  const isCover = album.coverPhotoId === photo.id;

  const save = async () => {
    try {
      await updateCaption.mutateAsync({ id: photo.id, caption: caption.trim() });
      notify.success(t('gallery.toasts.captionSaved'));
      setEditing(false);
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };

  const setCover = async () => {
    try {
      await updateAlbum.mutateAsync({ id: album.id, changes: { coverPhotoId: photo.id } });
      notify.success(t('gallery.toasts.coverSet'));
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };

  if (!staff && !photo.caption) return null;
  return (
    <div className={classes.viewerFooter}>
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!tooLong) void save();
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={t('gallery.viewer.caption')}
              value={caption}
              onChange={(event) => setCaption(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  setCaption(photo.caption);
                  setEditing(false);
                }
              }}
              // Escape here ends the editing, not the viewer.
              data-mantine-stop-propagation="true"
              autosize
              minRows={1}
              maxRows={4}
              error={tooLong ? t('validation.maxLength', { field: t('gallery.viewer.caption'), count: MAX_CAPTION }) : undefined}
              styles={{ label: { color: 'white' } }}
              data-autofocus
              autoFocus
            />
            <Group gap="xs" justify="flex-end">
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setCaption(photo.caption);
                  setEditing(false);
                }}
              >
                {t('gallery.viewer.cancel')}
              </Button>
              <Button size="xs" type="submit" loading={updateCaption.isPending} disabled={tooLong}>
                {t('gallery.viewer.saveCaption')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="xs">
          {photo.caption && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="viewer-caption">
              {photo.caption}
            </Text>
          )}
          {staff && (
            <Group gap="xs">
              <Button size="compact-sm" variant="white" color="dark" onClick={() => setEditing(true)}>
                {photo.caption ? t('gallery.viewer.editCaption') : t('gallery.viewer.addCaption')}
              </Button>
              {photo.status === 'ready' && (
                <Button
                  size="compact-sm"
                  variant="white"
                  color="dark"
                  disabled={isCover}
                  loading={updateAlbum.isPending}
                  onClick={() => void setCover()}
                >
                  {isCover ? t('gallery.viewer.isCover') : t('gallery.viewer.setCover')}
                </Button>
              )}
              <Button size="compact-sm" color="red" onClick={onDelete}>
                {t('gallery.viewer.delete')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </div>
  );
}
