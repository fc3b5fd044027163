import { useEffect, useState, type RefObject } from 'react';

export interface MediaState {
  playing: boolean;
  /** Seconds played. */
  currentTime: number;
  /** Seconds, or 0 while unknown (before the metadata, or a live/unsized stream). */
  duration: number;
  muted: boolean;
}

/** What the server renders and the first client render repeats: nothing is known yet. */
const UNKNOWN: MediaState = { playing: false, currentTime: 0, duration: 0, muted: false };

const EVENTS = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'seeked',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'emptied',
] as const;

const finite = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

function read(video: HTMLVideoElement): MediaState {
  return {
    playing: !video.paused && !video.ended,
    currentTime: finite(video.currentTime),
    duration: finite(video.duration),
    muted: video.muted,
  };
}

/**
 * The video element's state, kept from its own events. Read once on mount as well: a
 * server-rendered video may have loaded its metadata before the app took over the page.
 */
export function useMediaState(ref: RefObject<HTMLVideoElement | null>): MediaState {
  const [state, setState] = useState<MediaState>(UNKNOWN);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const sync = () =>
      setState((previous) => {
        const next = read(video);
        const same =
          previous.playing === next.playing &&
          previous.currentTime === next.currentTime &&
          previous.duration === next.duration &&
          previous.muted === next.muted;
        return same ? previous : next;
      });
    sync();
    for (const name of EVENTS) video.addEventListener(name, sync);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, sync);
    };
  }, [ref]);
  return state;
}
