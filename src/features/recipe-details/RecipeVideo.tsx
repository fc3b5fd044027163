import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { stack } from '@/theme/layout';
import { mediaUrl } from '@/lib/host';
import { Panel } from './Panel';
import { useFullscreen } from './video/useFullscreen';
import { useMediaState } from './video/useMediaState';
import { VideoControls } from './video/VideoControls';

const Frame = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.text};
  video {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    cursor: pointer;
  }
  /* Full screen: the picture fills what the controls leave, letterboxed. */
  &:fullscreen {
    ${stack()}
    border-radius: 0;
    background: #000;
    video {
      flex: 1;
      min-height: 0;
      aspect-ratio: auto;
      object-fit: contain;
    }
  }
`;

const isButton = (target: EventTarget) => target instanceof HTMLButtonElement;

/** The optional recipe video with its own controls (keys while the player has focus: K or Space, M, F). */
export function RecipeVideo({ path, title }: { path: string; title: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const media = useMediaState(video);
  const fullscreen = useFullscreen(frame, video);

  const togglePlay = async () => {
    const element = video.current;
    if (!element) return;
    if (element.paused || element.ended) {
      // A refused play (autoplay rules, an unplayable file) leaves the button on Play.
      await element.play().catch(() => undefined);
    } else {
      element.pause();
    }
  };
  const seek = (seconds: number) => {
    const element = video.current;
    if (!element || !(media.duration > 0)) return;
    element.currentTime = Math.min(media.duration, Math.max(0, seconds));
  };
  const toggleMute = () => {
    if (video.current) video.current.muted = !video.current.muted;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    // Space on a button presses that button; elsewhere in the player it plays or pauses.
    if (key === 'k' || (key === ' ' && !isButton(event.target))) void togglePlay();
    else if (key === 'm') toggleMute();
    else if (key === 'f' && fullscreen.available) fullscreen.toggle();
    else return;
    event.preventDefault();
  };

  return (
    <Panel aria-labelledby="video-title">
      <h2 id="video-title">Watch how it's made</h2>
      {/* Keys pressed on the controls bubble here: the shortcuts work wherever focus is in the player. */}
      <Frame ref={frame} onKeyDown={onKeyDown}>
        <video
          ref={video}
          src={mediaUrl(path)}
          preload="metadata"
          playsInline
          aria-label={`Video: ${title}`}
          onClick={() => void togglePlay()}
        />
        <VideoControls
          media={media}
          fullscreen={fullscreen}
          onTogglePlay={() => void togglePlay()}
          onSeek={seek}
          onToggleMute={toggleMute}
        />
      </Frame>
    </Panel>
  );
}
