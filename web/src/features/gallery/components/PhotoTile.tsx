import { Button, Loader } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Photo } from '../api/types';
import { ConsentMissingBadge } from './ConsentMissingBadge';
import classes from './gallery.module.css';

export interface PhotoTileProps {
  photo: Photo;
  /** 1-based place in the album, and the album's size: "Photo 3 of 120". */
  n: number;
  total: number;
  /** The tile's side in pixels: the thumbnail is asked for no bigger. */
  size: number;
  onImageError: () => void;
  /** Staff, for a photo that could not be processed. */
  onDelete?: (photo: Photo) => void;
}

/**
 * One square of the grid: the thumbnail (lazy, its box fixed, so nothing moves as it loads),
 * a placeholder while the photo is processed, or what went wrong. It opens the viewer. Staff
 * see a mark on a photo hidden from fathers (someone pictured has no photo consent).
 */
export const PhotoTile = memo(function PhotoTile({ photo, n, total, size, onImageError, onDelete }: PhotoTileProps) {
  const { t } = useTranslation();
  const to = `/gallery/${encodeURIComponent(photo.albumId)}/${encodeURIComponent(photo.id)}`;
  const alt = photo.caption || t('gallery.album.photoAlt', { n, total });
  const ready = photo.status === 'ready' && photo.thumbUrl;
  return (
    <>
      <Link
        to={to}
        state={{ fromGrid: true }}
        className={classes.tile}
        aria-label={
          ready
            ? undefined
            : photo.status === 'failed'
              ? t('gallery.album.failedLabel', { n, total })
              : t('gallery.album.processingLabel', { n, total })
        }
        data-photo-id={photo.id}
        data-status={photo.status}
      >
        {ready ? (
          <img
            src={photo.thumbUrl!}
            alt={alt}
            width={size}
            height={size}
            loading="lazy"
            decoding="async"
            draggable={false}
            onError={onImageError}
          />
        ) : photo.status === 'failed' ? (
          <span className={classes.placeholder} data-failed>
            {t('gallery.album.failed')}
          </span>
        ) : (
          <span className={classes.placeholder}>
            <Loader size="sm" aria-hidden />
            {t('gallery.album.processing')}
          </span>
        )}
      </Link>
      {photo.consentMissing && <ConsentMissingBadge compact />}
      {onDelete && photo.status === 'failed' && (
        <Button
          size="compact-xs"
          color="red"
          className={classes.tileAction}
          onClick={() => onDelete(photo)}
          aria-label={t('gallery.album.deleteFailedLabel', { n })}
        >
          {t('gallery.album.deleteFailed')}
        </Button>
      )}
    </>
  );
});
