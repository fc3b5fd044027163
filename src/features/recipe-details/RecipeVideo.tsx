import { useRef, useState } from 'react';
import styled from 'styled-components';
import { mediaUrl } from '@/lib/host';
import { Panel } from './Panel';

const Frame = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.text};
  video {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`;

const Toggle = styled.button`
  position: absolute;
  left: 1rem;
  bottom: 1rem;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0 1.1rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/** The optional recipe video with a play/pause button. */
export function RecipeVideo({ path, title }: { path: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = async () => {
    const element = video.current;
    if (!element) return;
    if (!playing) {
      try {
        await element.play();
      } catch {
        setPlaying(false);
      }
    } else {
      element.pause();
    }
  };
  return (
    <Panel aria-labelledby="video-title">
      <h2 id="video-title">Watch how it's made</h2>
      <Frame>
        <video
          ref={video}
          src={mediaUrl(path)}
          preload="metadata"
          playsInline
          aria-label={`Video: ${title}`}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        />
        <Toggle type="button" onClick={toggle} aria-pressed={playing}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          {playing ? 'Pause' : 'Play'}
        </Toggle>
      </Frame>
    </Panel>
  );
}
