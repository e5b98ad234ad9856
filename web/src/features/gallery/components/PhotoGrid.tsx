import { Center, Loader } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '../api/types';
import { columnsFor, GRID_GAP_PX, nearEnd, rowCount, tileSize } from './grid';
import classes from './gallery.module.css';
import { PhotoTile } from './PhotoTile';

/** The element's width, followed as the window (or the navigation beside it) changes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Where the element starts in the page: the rows are placed from there as the window scrolls. */
function usePageTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    // What is above the grid (uploads in progress, a description) moves it: the page's size changes.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

export interface PhotoGridProps {
  photos: Photo[];
  /** How many photos the album has, loaded or not. */
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  onImageError: () => void;
  onDelete?: (photo: Photo) => void;
}

/**
 * The album's photos as square tiles. Only the rows on screen (and a few around them) are in
 * the page, so 2,000 photos scroll as smoothly as 20; the next page is asked for as the
 * last loaded rows come near.
 */
export function PhotoGrid({ photos, total, hasNextPage, isFetchingNextPage, fetchNextPage, onImageError, onDelete }: PhotoGridProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const top = usePageTop(ref);
  const columns = columnsFor(width);
  const size = tileSize(width, columns);
  const rows = rowCount(photos.length, columns);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => size + GRID_GAP_PX,
    overscan: 4,
    scrollMargin: top,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, size]);

  const visible = virtualizer.getVirtualItems();
  const lastRow = visible[visible.length - 1]?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && nearEnd(lastRow, rows)) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastRow, rows, fetchNextPage]);

  const shown = Math.max(total, photos.length);
  return (
    <div ref={ref}>
      <ul className={classes.grid} style={{ height: Math.max(0, virtualizer.getTotalSize() - GRID_GAP_PX) }} aria-label={t('gallery.album.photos')}>
        {visible.flatMap((row) =>
          photos.slice(row.index * columns, (row.index + 1) * columns).map((photo, column) => {
            const index = row.index * columns + column;
            return (
              <li
                key={photo.id}
                className={classes.cell}
                aria-posinset={index + 1}
                aria-setsize={shown}
                style={{
                  width: size,
                  height: size,
                  transform: `translate(${column * (size + GRID_GAP_PX)}px, ${row.start - top}px)`,
                }}
              >
                <PhotoTile photo={photo} n={index + 1} total={shown} size={size} onImageError={onImageError} onDelete={onDelete} />
              </li>
            );
          }),
        )}
      </ul>
      {isFetchingNextPage && (
        <Center py="md" role="status" aria-label={t('gallery.album.loadingMore')}>
          <Loader size="sm" />
        </Center>
      )}
    </div>
  );
}
