import type { CSSProperties, KeyboardEvent } from 'react';
import styled from 'styled-components';
import { circle, pill } from '@/theme/layout';
import { Icon } from '@/components/Icon';
import { mq } from '@/theme/theme';
import { clockTime, seekValueText } from './mediaTime';
import type { Fullscreen } from './useFullscreen';
import type { MediaState } from './useMediaState';

/** How far one arrow key moves the video, in seconds. */
export const SEEK_STEP = 5;

/*
 * Phones: the seek bar and the time on one row, the buttons below (fits 232 px, the panel at a
 * 320 px screen). From 640 px: one row. Light on dark, every target at least 44 px.
 */
const Bar = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  grid-template-areas:
    'seek seek time time'
    'play . mute full';
  align-items: center;
  gap: 0 0.5rem;
  padding: 0.25rem 0.5rem 0.5rem;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  ${mq.sm} {
    grid-template-columns: auto minmax(0, 1fr) auto auto auto;
    grid-template-areas: 'play seek time mute full';
    padding: 0.5rem 0.75rem;
  }
  /* The theme's blue focus ring is too dark on this bar. */
  button:focus-visible,
  input:focus-visible {
    outline-color: ${({ theme }) => theme.colors.surface};
  }
`;

const PlayButton = styled.button`
  grid-area: play;
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-width: 44px;
  min-height: 44px;
  padding: 0 1rem 0 0.8rem;
  border: 0;
  ${pill}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  cursor: pointer;
`;

const RoundButton = styled.button<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  ${circle('44px')}
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;

const Time = styled.span`
  grid-area: time;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/* A range input styled here, not taken from the form kit: it is a media control, not a field. */
const Seek = styled.div`
  grid-area: seek;
  display: flex;
  input {
    --progress: 0%;
    flex: 1;
    min-width: 0;
    height: 44px;
    margin: 0;
    background: transparent;
    cursor: pointer;
    appearance: none;
  }
  input:disabled {
    cursor: default;
    opacity: 0.6;
  }
  input::-webkit-slider-runnable-track {
    height: 6px;
    border-radius: 999px;
    background: linear-gradient(
      to right,
      ${({ theme }) => theme.colors.accent} var(--progress),
      rgba(255, 255, 255, 0.45) var(--progress)
    );
  }
  input::-webkit-slider-thumb {
    appearance: none;
    width: 18px;
    height: 18px;
    margin-top: -6px;
    border: 2px solid ${({ theme }) => theme.colors.accent};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
  }
  input::-moz-range-track {
    height: 6px;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.45);
  }
  input::-moz-range-progress {
    height: 6px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.accent};
  }
  input::-moz-range-thumb {
    width: 14px;
    height: 14px;
    border: 2px solid ${({ theme }) => theme.colors.accent};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface VideoControlsProps {
  media: MediaState;
  fullscreen: Fullscreen;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onToggleMute: () => void;
}

/** Play/Pause, a seek bar, the time, Mute and Full screen: native buttons and a range input. */
export function VideoControls({ media, fullscreen, onTogglePlay, onSeek, onToggleMute }: VideoControlsProps) {
  const { playing, currentTime, duration, muted } = media;
  const known = duration > 0;
  const progress = known ? `${Math.min(100, (currentTime / duration) * 100)}%` : '0%';

  // Arrow keys move by SEEK_STEP seconds (a range's own step would be a hundredth of the video).
  const onSeekKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: currentTime + SEEK_STEP,
      ArrowUp: currentTime + SEEK_STEP,
      ArrowLeft: currentTime - SEEK_STEP,
      ArrowDown: currentTime - SEEK_STEP,
      PageUp: currentTime + duration / 10,
      PageDown: currentTime - duration / 10,
      Home: 0,
      End: duration,
    };
    if (!known || !(event.key in moves)) return;
    event.preventDefault();
    onSeek(moves[event.key]);
  };

  return (
    <Bar>
      <PlayButton type="button" onClick={onTogglePlay} aria-keyshortcuts="k">
        <Icon name={playing ? 'pause' : 'play'} />
        {playing ? 'Pause' : 'Play'}
      </PlayButton>
      <Seek>
        <input
          type="range"
          aria-label="Seek"
          min={0}
          max={known ? duration : 0}
          step="any"
          value={known ? Math.min(currentTime, duration) : 0}
          disabled={!known}
          aria-valuetext={seekValueText(currentTime, duration)}
          onChange={(event) => onSeek(Number(event.currentTarget.value))}
          onKeyDown={onSeekKey}
          style={{ '--progress': progress } as CSSProperties}
        />
      </Seek>
      <Time>
        {clockTime(currentTime)} / {clockTime(duration)}
      </Time>
      <RoundButton
        type="button"
        $area="mute"
        onClick={onToggleMute}
        aria-label={muted ? 'Unmute' : 'Mute'}
        title={muted ? 'Unmute' : 'Mute'}
        aria-keyshortcuts="m"
      >
        <Icon name={muted ? 'volumeOff' : 'volume'} size={22} />
      </RoundButton>
      {fullscreen.available && (
        <RoundButton
          type="button"
          $area="full"
          onClick={fullscreen.toggle}
          aria-label={fullscreen.active ? 'Exit full screen' : 'Full screen'}
          title={fullscreen.active ? 'Exit full screen' : 'Full screen'}
          aria-keyshortcuts="f"
        >
          <Icon name={fullscreen.active ? 'fullscreenExit' : 'fullscreen'} size={22} />
        </RoundButton>
      )}
    </Bar>
  );
}
