import { Children, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useKeenSlider, type KeenSliderOptions } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import styled from 'styled-components';
import { circle, row } from '@/theme/layout';

/** Slides per view from a minimum viewport width up (SPEC.md §9). */
export interface CarouselBreakpoint {
  minWidth: number;
  perView: number;
  spacing?: number;
}

const Region = styled.section`
  position: relative;
`;

const Header = styled.div`
  ${row({ align: 'end', justify: 'space-between', gap: '1rem' })}
  margin-bottom: 1.25rem;
`;

const Controls = styled.div`
  ${row({ gap: '0.5rem' })}
  flex-shrink: 0;
`;

const Arrow = styled.button`
  ${circle('44px')}
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

/**
 * Room around each card for its shadow (theme.shadows.card: 14 px of blur, 4 px down) and its
 * rounded corners. keen-slider clips both the track and every slide (overflow: hidden), so the
 * room is padding inside each slide, and the track reaches that far past the column on either
 * side: the cards still line up with the column's edges, whole, and no neighbour peeks in.
 */
export const SHADOW_ROOM = { side: 14, top: 10, bottom: 18 } as const;

const Track = styled.div`
  /* three classes: above keen-slider's own .keen-slider:not(…) { width: 100% } */
  &&& {
    width: calc(100% + ${SHADOW_ROOM.side * 2}px);
    margin: -${SHADOW_ROOM.top}px -${SHADOW_ROOM.side}px -6px;
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Slide = styled.div`
  min-width: 0;
  ${row()}
  padding: ${SHADOW_ROOM.top}px ${SHADOW_ROOM.side}px ${SHADOW_ROOM.bottom}px;
  > * {
    flex: 1;
    min-width: 0;
  }
`;

/** keen-slider's spacing between slides, so that the gap between cards stays `spacing` (or the shadows' room). */
const slideSpacing = (spacing: number) => Math.max(0, spacing - SHADOW_ROOM.side * 2);

function toOptions(breakpoints: CarouselBreakpoint[], loop: boolean): KeenSliderOptions {
  const [base, ...wider] = [...breakpoints].sort((a, b) => a.minWidth - b.minWidth);
  return {
    loop,
    mode: 'snap',
    slides: { perView: base?.perView ?? 1, spacing: slideSpacing(base?.spacing ?? 20) },
    breakpoints: Object.fromEntries(
      wider.map((point) => [
        `(min-width: ${point.minWidth}px)`,
        { slides: { perView: point.perView, spacing: slideSpacing(point.spacing ?? 24) } },
      ]),
    ),
  };
}

const Chevron = ({ flip = false }: { flip?: boolean }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
    <path
      d="M15 5l-7 7 7 7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * keen-slider carousel with a heading, previous/next buttons and arrow-key control.
 * Slides are ordinary children, so links and buttons inside stay in the tab order.
 */
export function Carousel({
  title,
  heading,
  breakpoints,
  loop = true,
  children,
}: {
  /** Accessible name of the carousel (and the default heading). */
  title: string;
  /** Custom heading content (e.g. a heading with a subtitle); defaults to an h2 with the title. */
  heading?: ReactNode;
  breakpoints: CarouselBreakpoint[];
  loop?: boolean;
  children: ReactNode;
}) {
  const slides = Children.toArray(children);
  const [current, setCurrent] = useState(0);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    { ...toOptions(breakpoints, loop), slideChanged: (instance) => setCurrent(instance.track.details?.rel ?? 0) },
    [],
  );

  const previous = () => slider.current?.prev();
  const next = () => slider.current?.next();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  return (
    <Region aria-roledescription="carousel" aria-label={title}>
      <Header>
        {heading ?? <h2>{title}</h2>}
        <Controls>
          <Arrow type="button" aria-label={`Previous: ${title}`} onClick={previous}>
            <Chevron />
          </Arrow>
          <Arrow type="button" aria-label={`Next: ${title}`} onClick={next}>
            <Chevron flip />
          </Arrow>
        </Controls>
      </Header>
      <p className="visually-hidden" aria-live="polite">
        Slide {current + 1} of {slides.length}
      </p>
      <Track
        ref={sliderRef}
        className="keen-slider"
        role="group"
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={`${title} slides, use arrow keys to move`}
      >
        {slides.map((slide, index) => (
          <Slide
            key={index}
            className="keen-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide}
          </Slide>
        ))}
      </Track>
    </Region>
  );
}
