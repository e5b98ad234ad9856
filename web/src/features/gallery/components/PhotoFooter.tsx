import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api/errors';
import { limits } from '@/lib/api/limits.gen';
import { notify } from '@/lib/toasts';
import { rules } from '@/lib/validation';
import type { Album, Photo } from '../api/types';
import { useUpdateAlbum } from '../api/update-album';
import { usePicturedNames } from '../api/pictured';
import { useUpdateCaption } from '../api/update-photo';
import { ConsentMissingBadge } from './ConsentMissingBadge';
import classes from './gallery.module.css';

interface PhotoFooterProps {
  photo: Photo;
  album: Album;
  staff: boolean;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  onDelete: () => void;
  /** Staff: change who is pictured. */
  onEditPictured: () => void;
}

/**
 * The caption, and for staff: who is pictured (and whether that hides the photo from fathers),
 * and the actions: edit the caption, tag who is pictured, make it the album's cover, delete it.
 */
export function PhotoFooter({ photo, album, staff, editing, setEditing, onDelete, onEditPictured }: PhotoFooterProps) {
  const { t } = useTranslation();
  const updateCaption = useUpdateCaption();
  const updateAlbum = useUpdateAlbum();
  const [caption, setCaption] = useState(photo.caption);
  const tooLong = caption.length > limits.PhotoChanges.caption.maxLength;
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
              error={tooLong ? rules(t).tooLong(t('gallery.viewer.caption'), limits.PhotoChanges.caption) : undefined}
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
          {staff && <Pictured photo={photo} album={album} />}
          {staff && (
            <Group gap="xs">
              <Button size="compact-sm" variant="white" color="dark" onClick={onEditPictured}>
                {t('gallery.pictured.edit')}
              </Button>
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

/** Who is tagged in the photo, by name, and the mark of a photo hidden from fathers. */
function Pictured({ photo, album }: { photo: Photo; album: Album }) {
  const { t } = useTranslation();
  const names = usePicturedNames(album.groupId ?? null, photo.tags, t('gallery.pictured.unknown'));
  return (
    <Stack gap={4} align="flex-start">
      {photo.consentMissing && <ConsentMissingBadge />}
      <Text size="sm" data-testid="viewer-pictured">
        {photo.tags.length === 0
          ? t('gallery.pictured.nobody')
          : t('gallery.pictured.names', { names: names.map((name) => name.label).join(', ') })}
      </Text>
    </Stack>
  );
}
