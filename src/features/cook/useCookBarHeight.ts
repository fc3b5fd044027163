import { useEffect, useRef } from 'react';

/**
 * Tells the page (as `--cook-bottom-bar-height` on <html>) how tall cook mode's Previous/Next bar
 * is, so the timer tray floats above it rather than over the buttons. Removed on leaving.
 */
export function useCookBarHeight<T extends HTMLElement>() {
  const bar = useRef<T>(null);
  useEffect(() => {
    const element = bar.current;
    const root = document.documentElement;
    if (!element) return undefined;
    const measure = () => root.style.setProperty('--cook-bottom-bar-height', `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--cook-bottom-bar-height');
    };
  }, []);
  return bar;
}
