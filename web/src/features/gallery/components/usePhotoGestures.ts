import { useEffect, useRef, type PointerEvent } from 'react';
import type { ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import type { Photo } from '../api/types';
import { panTo, swipeDirection } from './viewer';

/**
 * The viewer's gestures on its stage: a one-finger swipe (or a pen's) goes to the previous or
 * next photo; zoomed in, a finger or the mouse moves the photo within its edges; a second
 * finger makes it a pinch, which the zoom library handles. Put `stage` and `handlers` on the
 * stage's element and `zoom` on the TransformWrapper.
 */
export function usePhotoGestures({
  previous,
  next,
  onOpen,
}: {
  previous: Photo | null;
  next: Photo | null;
  onOpen: (id: string) => void;
}) {
  const zoom = useRef<ReactZoomPanPinchRef>(null);
  // One pointer's way across the photo; a second finger makes it a pinch (the library's), not a swipe.
  const gesture = useRef<{ x: number; y: number; at: number; pinch: boolean; from: { x: number; y: number } | null } | null>(null);
  const pointers = useRef(new Set<number>());
  const stage = useRef<HTMLDivElement>(null);

  // A tap on the photo is followed by the mouse events a browser makes up for it; the zoom takes
  // such a mousedown for the start of a drag and stops a double tap's zoom halfway. A touch that
  // starts on the photo (not on a button) makes none. React's own touch listeners cannot say so.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onTouchStart = (event: TouchEvent) => {
      if (event.cancelable && !(event.target instanceof Element && event.target.closest('button'))) event.preventDefault();
    };
    element.addEventListener('touchstart', onTouchStart, { passive: false });
    return () => element.removeEventListener('touchstart', onTouchStart);
  }, []);

  const zoomState = () => {
    // The instance's state is live; the ref's `state` is the one it had when the ref was made.
    const state = zoom.current?.instance.state;
    return state && state.scale > 1.01 ? state : null;
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // The first finger down starts afresh: a lift the stage did not see (the pinch's) is forgotten.
    if (event.isPrimary) pointers.current.clear();
    pointers.current.add(event.pointerId);
    if (pointers.current.size > 1) {
      if (gesture.current) gesture.current.pinch = true;
      return;
    }
    const zoomed = zoomState();
    gesture.current = {
      x: event.clientX,
      y: event.clientY,
      at: event.timeStamp,
      pinch: false,
      // Zoomed in, this pointer moves the photo from where it is.
      from: zoomed ? { x: zoomed.positionX, y: zoomed.positionY } : null,
    };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = gesture.current;
    const zoomed = zoomState();
    const element = stage.current;
    if (!start?.from || start.pinch || !zoomed || !element || !zoom.current) return;
    const { width, height } = element.getBoundingClientRect();
    const { x, y } = panTo(start.from, event.clientX - start.x, event.clientY - start.y, { width, height }, zoomed.scale);
    zoom.current.setTransform(x, y, zoomed.scale, 0);
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    const start = gesture.current;
    if (pointers.current.size > 0 || !start) return;
    gesture.current = null;
    // Swipes are a finger's (or a pen's); a mouse has the buttons and the arrow keys.
    if (event.pointerType === 'mouse' || start.pinch || start.from || zoomState()) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y, event.timeStamp - start.at);
    const target = direction === 'next' ? next : direction === 'previous' ? previous : null;
    if (target) onOpen(target.id);
  };
  const onPointerCancel = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) gesture.current = null;
  };

  return { zoom, stage, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}
