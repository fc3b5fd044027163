import { useRef, type PointerEvent } from 'react';

/** How far (px) a finger travels sideways before it counts as a swipe rather than a tap. */
const SWIPE_DISTANCE = 60;

/**
 * Pointer handlers for an element that turns a sideways swipe into `onSwipe('next' | 'previous')`
 * (right to left is next, as a page turns). Mostly vertical drags are scrolls and do nothing; the
 * element needs `touch-action: pan-y` so the browser leaves sideways moves to it.
 */
export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      onSwipe(dx < 0 ? 'next' : 'previous');
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
