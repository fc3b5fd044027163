import { useEffect } from 'react';

/** Locks page scrolling while `locked` (GlobalStyle styles body.scroll-locked). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    document.body.classList.add('scroll-locked');
    return () => document.body.classList.remove('scroll-locked');
  }, [locked]);
}
