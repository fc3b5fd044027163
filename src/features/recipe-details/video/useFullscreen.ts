import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** iPhone Safari has no element full screen, only the video's own player. */
type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

export interface Fullscreen {
  /** False on the server and while hydrating, and where the browser allows no full screen. */
  available: boolean;
  active: boolean;
  toggle: () => void;
}

const subscribeNothing = () => () => undefined;
const canGoFullscreen = () =>
  document.fullscreenEnabled === true || 'webkitEnterFullscreen' in HTMLVideoElement.prototype;

/**
 * Full screen for the player's frame (the video with its controls), or the video's own full
 * screen player where only that exists (iPhone). Touches `document` only in the browser.
 */
export function useFullscreen(
  frame: RefObject<HTMLElement | null>,
  video: RefObject<HTMLVideoElement | null>,
): Fullscreen {
  const available = useSyncExternalStore(subscribeNothing, canGoFullscreen, () => false);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onChange = () => setActive(frame.current !== null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [frame]);

  const toggle = () => {
    const element = frame.current;
    if (!element) return;
    if (document.fullscreenElement === element) {
      void Promise.resolve(document.exitFullscreen()).catch(() => undefined);
    } else if (document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      // Refused (no user gesture, a frame without permission): the page simply stays as it is.
      void Promise.resolve(element.requestFullscreen()).catch(() => undefined);
    } else {
      (video.current as IosVideo | null)?.webkitEnterFullscreen?.();
    }
  };

  return { available, active, toggle };
}
