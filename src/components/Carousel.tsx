import { Children, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useKeenSlider, type KeenSliderOptions } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import styled from 'styled-components';

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
  display: flex;
  align-items: end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.25rem;
`;

const Controls = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-shrink: 0;
`;

const Arrow = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
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

const Track = styled.div`
  /* room for card shadows inside keen-slider's overflow: hidden */
  padding: 4px 2px 12px;
  &:focus-visible {
    outline-offset: 4px;
  }
`;

const Slide = styled.div`
  min-width: 0;
  display: flex;
  > * {
    flex: 1;
    min-width: 0;
  }
`;

function toOptions(breakpoints: CarouselBreakpoint[], loop: boolean): KeenSliderOptions {
  const [base, ...wider] = [...breakpoints].sort((a, b) => a.minWidth - b.minWidth);
  return {
    loop,
    mode: 'snap',
    slides: { perView: base?.perView ?? 1, spacing: base?.spacing ?? 20 },
    breakpoints: Object.fromEntries(
      wider.map((point) => [
        `(min-width: ${point.minWidth}px)`,
        { slides: { perView: point.perView, spacing: point.spacing ?? 24 } },
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
