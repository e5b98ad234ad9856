import { ActionIcon, Button, Loader, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { toApiError } from '@/lib/api/errors';
import { useDeletePhoto } from '../api/delete-photo';
import { usePhoto } from '../api/get-photo';
import type { Album, Photo } from '../api/types';
import classes from './gallery.module.css';
import { PhotoFooter } from './PhotoFooter';
import { PicturedDialog } from './PicturedDialog';
import { usePhotoGestures } from './usePhotoGestures';
import { afterDeletion, needsNextPage, position } from './viewer';

export interface PhotoViewerProps {
  album: Album;
  photoId: string;
  /** The loaded pages' photos, in the album's order. */
  photos: Photo[];
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** An image was refused (its signature ran out): the photos are asked for again. */
  refreshUrls: () => void;
  staff: boolean;
  /** Shows another photo of the album (the address follows). */
  onOpen: (id: string) => void;
  onClose: () => void;
}

function editable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * One photo over the whole screen: arrows, the on-screen buttons and a swipe go to the
 * previous or next one, a pinch or a double tap zooms, Escape (or Back) closes. Only this
 * photo is shown; its neighbours are fetched ahead so the next one appears at once.
 */
export function PhotoViewer(props: PhotoViewerProps) {
  const { album, photoId, photos, hasNextPage, isFetchingNextPage, fetchNextPage, staff, onOpen, onClose } = props;
  const { t } = useTranslation();
  const loaded = photos.find((photo) => photo.id === photoId);
  // A shared link may name a photo the loaded pages do not hold (yet).
  const single = usePhoto(photoId, { enabled: !loaded });
  const alone = single.data?.albumId === album.id ? single.data : undefined;
  const photo = loaded ?? alone;
  const missing = !loaded && ((single.isError && toApiError(single.error).status === 404) || (single.data && !alone));
  const { index, previous, next } = position(photos, photoId);
  const total = Math.max(props.total, photos.length);
  const [confirming, setConfirming] = useState(false);
  const [tagging, setTagging] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = editingId !== null && editingId === photoId;

  // Its place among the others (and its next neighbour) may be in pages still to load.
  useEffect(() => {
    if (!missing && !isFetchingNextPage && needsNextPage(photos, photoId, hasNextPage)) fetchNextPage();
  }, [missing, photos, photoId, hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (confirming || tagging || editing || event.defaultPrevented || editable(event.target)) return;
      const target = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : null;
      if (!target) return;
      event.preventDefault();
      onOpen(target.id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [confirming, tagging, editing, previous, next, onOpen]);

  // The neighbours only, never the whole album.
  const previousUrl = previous?.url;
  const nextUrl = next?.url;
  useEffect(() => {
    for (const url of [nextUrl, previousUrl]) {
      if (!url) continue;
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
    }
  }, [previousUrl, nextUrl]);

  // Closed (Escape, Back, the close button): focus goes to the grid's tile of the photo seen last.
  const seen = useRef(photoId);
  useEffect(() => {
    seen.current = photoId;
  }, [photoId]);
  useEffect(
    () => () => {
      const id = seen.current;
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`a[data-photo-id="${id}"]`)?.focus());
    },
    [],
  );

  const title = index >= 0 ? t('gallery.viewer.title', { n: index + 1, total }) : t('gallery.viewer.photo');

  return (
    <Modal.Root
      opened
      onClose={onClose}
      fullScreen
      size="100%"
      classNames={{ content: classes.viewer, header: classes.viewerBar }}
      closeOnEscape={!confirming && !tagging}
      transitionProps={{ duration: 0 }}
      // Focus stays in the viewer; on closing it goes to the tile of the photo seen last (`seen`).
      trapFocus
      returnFocus={false}
    >
      <Modal.Content>
        <Modal.Header>
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('gallery.viewer.close')} c="white" />
        </Modal.Header>
        <Stage
          key={`stage-${photoId}`}
          photo={photo}
          alt={photo?.caption || title}
          missing={Boolean(missing)}
          failedToLoad={!loaded && single.isError && !missing}
          onRetry={() => void single.refetch()}
          previous={previous}
          next={next}
          onOpen={onOpen}
          onImageError={() => {
            props.refreshUrls();
            if (!loaded) void single.refetch();
          }}
        />
        {photo && (
          <PhotoFooter
            key={`footer-${photo.id}`}
            photo={photo}
            album={album}
            staff={staff}
            editing={editing}
            setEditing={(on) => setEditingId(on ? photo.id : null)}
            onDelete={() => setConfirming(true)}
            onEditPictured={() => setTagging(true)}
          />
        )}
        {staff && photo && <PicturedDialog photo={photo} album={album} opened={tagging} onClose={() => setTagging(false)} />}
        {staff && photo && (
          <DeletePhoto
            photo={photo}
            opened={confirming}
            onClose={() => setConfirming(false)}
            onDeleted={() => {
              const following = afterDeletion(photos, photo.id);
              if (following) onOpen(following.id);
              else onClose();
            }}
          />
        )}
      </Modal.Content>
    </Modal.Root>
  );
}

interface StageProps {
  photo: Photo | undefined;
  alt: string;
  missing: boolean;
  failedToLoad: boolean;
  onRetry: () => void;
  previous: Photo | null;
  next: Photo | null;
  onOpen: (id: string) => void;
  onImageError: () => void;
}

/** The photo itself, zoomable, with the ways to the previous and next one. Keyed by photo: zoom starts afresh. */
function Stage({ photo, alt, missing, failedToLoad, onRetry, previous, next, onOpen, onImageError }: StageProps) {
  const { t } = useTranslation();
  const { zoom, stage, handlers } = usePhotoGestures({ previous, next, onOpen });

  return (
    <div
      ref={stage}
      className={classes.stage}
      {...handlers}
      data-testid="viewer-stage"
    >
      {photo?.status === 'ready' && photo.url ? (
        <TransformWrapper
          ref={zoom}
          minScale={1}
          maxScale={5}
          centerOnInit
          // A double tap (or click) zooms in, and out again; so do a pinch and the wheel.
          doubleClick={{ mode: 'toggle', step: 1.5 }}
          wheel={{ step: 0.2 }}
          disablePadding
          // Moving the zoomed photo is done here (onPointerMove), for a finger and a mouse alike, by
          // the same handler that tells a pan from a swipe to the next photo. (The library's own
          // panning keeps bounds measured at whatever scale a render caught it in mid-zoom.)
          panning={{ disabled: true }}
        >
          <TransformComponent wrapperClass={classes.zoomWrapper} contentClass={classes.zoomContent}>
            <img
              className={classes.large}
              src={photo.url}
              alt={alt}
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              decoding="async"
              draggable={false}
              onError={onImageError}
            />
          </TransformComponent>
        </TransformWrapper>
      ) : (
        <div className={classes.stageMessage}>
          {missing ? (
            <Text role="alert">{t('gallery.viewer.notFound')}</Text>
          ) : failedToLoad ? (
            <>
              <Text role="alert">{t('gallery.viewer.loadFailed')}</Text>
              <Button size="xs" variant="white" onClick={onRetry}>
                {t('common.retry')}
              </Button>
            </>
          ) : photo?.status === 'processing' ? (
            <>
              <Loader color="white" size="sm" aria-hidden />
              <Text>{t('gallery.viewer.processing')}</Text>
            </>
          ) : photo?.status === 'failed' ? (
            <Text>{t('gallery.viewer.failed')}</Text>
          ) : (
            <Loader color="white" aria-label={t('common.loading')} />
          )}
        </div>
      )}
      <ActionIcon
        className={classes.nav}
        data-side="previous"
        size="xl"
        radius="xl"
        variant="filled"
        color="dark"
        disabled={!previous}
        onClick={() => previous && onOpen(previous.id)}
        aria-label={t('gallery.viewer.previous')}
      >
        <span aria-hidden>‹</span>
      </ActionIcon>
      <ActionIcon
        className={classes.nav}
        data-side="next"
        size="xl"
        radius="xl"
        variant="filled"
        color="dark"
        disabled={!next}
        onClick={() => next && onOpen(next.id)}
        aria-label={t('gallery.viewer.next')}
      >
        <span aria-hidden>›</span>
      </ActionIcon>
    </div>
  );
}

function DeletePhoto({
  photo,
  opened,
  onClose,
  onDeleted,
}: {
  photo: Photo;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmDelete({ item: photo, remove: useDeletePhoto(), deleted: t('gallery.toasts.photoDeleted'), onClose, onDeleted });
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('gallery.viewer.deleteDialog.title')}
      body={t('gallery.viewer.deleteDialog.body')}
      confirmLabel={t('gallery.viewer.deleteDialog.confirm')}
      {...confirm}
    />
  );
}
