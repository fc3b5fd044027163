import { useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { centred } from '@/theme/layout';
import { EMPTY } from '@contract/messages';
import { countOf } from '@/lib/plural';

const MAX = 5;

const Stars = styled.span<{ $size: number }>`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.star};
  font-size: ${({ $size }) => $size}px;
  line-height: 1;
`;

/** Relative moves only after the first point, so the same outline can start anywhere (rowOfStars). */
const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5-5.9-3.1-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';
/** The star's outline spans x 2.5–21.5 of its 24-unit box. */
const STAR_LEFT = 2.5;
const STAR_WIDTH = 19;

/** One star of the rating input, filled or not. */
function Star({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={STAR_PATH}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The d of MAX stars side by side, `step` units apart (one path instead of five elements). */
const rowOfStars = (step: number) =>
  Array.from(
    { length: MAX },
    (_, index) => `M${hundredths(12 + index * step)} 2.5${STAR_PATH.slice(STAR_PATH.indexOf('l'))}`,
  ).join('');

/**
 * Read-only stars (fractions shown), announced as "Rated 4.3 out of 5". One SVG of five nodes:
 * a grid of cards shows dozens of these, and five SVGs with a gradient each (25 nodes apiece)
 * were close to half of a page's elements for a phone to parse, style and hydrate.
 */
export function StarRating({ value, size = 16 }: { value: number; size?: number }) {
  const clipId = useId();
  const rounded = Math.round(value * 10) / 10;
  const gap = (2 / size) * 24; // 2 px between stars, in viewBox units
  const step = 24 + gap;
  const clamped = Math.max(0, Math.min(MAX, value));
  const whole = Math.floor(clamped);
  const fillTo = hundredths(whole * step + (clamped > whole ? STAR_LEFT + (clamped - whole) * STAR_WIDTH : 0));
  const d = rowOfStars(step);
  const width = hundredths(MAX * step - gap);
  return (
    <Stars $size={size} role="img" aria-label={`Rated ${rounded} out of ${MAX}`}>
      <svg
        width={Math.round((width / 24) * size)}
        height={size}
        viewBox={`0 0 ${width} 24`}
        aria-hidden="true"
        focusable="false"
      >
        <clipPath id={clipId}>
          <rect width={fillTo} height="24" />
        </clipPath>
        <path d={d} fill="currentColor" clipPath={`url(#${clipId})`} />
        <path d={d} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
    </Stars>
  );
}

/**
 * A recipe's rating summary: its stars and average ("4.3"), with `withCount` also "(12 reviews)";
 * 'No reviews yet' when nobody has reviewed it (issue 15: not "0.0" beside five empty stars).
 * Sits inside the caller's inline-flex row.
 */
export function RatingSummary({
  average,
  count,
  size,
  withCount = false,
}: {
  average: number;
  count: number;
  size?: number;
  withCount?: boolean;
}) {
  // Ratings are 1 to 5, so an average of 0 also means none (an answer without a count).
  if (count === 0 && average === 0) return <>{EMPTY.noReviewsYet}</>;
  return (
    <>
      <StarRating value={average} size={size} />
      {average.toFixed(1)}
      {withCount && ` (${countOf(count, 'review')})`}
    </>
  );
}

const Group = styled.div`
  display: inline-flex;
  gap: 4px;
`;

const StarOption = styled.button<{ $on: boolean }>`
  ${centred}
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ $on, theme }) => ($on ? theme.colors.star : theme.colors.textMuted)};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/**
 * The review form's rating: a radio group (arrow keys move and choose, one tab stop).
 * Value 0 means "not rated yet"; choosing a star sets 1 to 5.
 */
export function StarRatingInput({
  value,
  onChange,
  label = 'Rating',
  labelledBy,
}: {
  value: number;
  onChange: (value: number) => void;
  label?: string;
  labelledBy?: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (next: number) => {
    const clamped = Math.max(1, Math.min(MAX, next));
    onChange(clamped);
    buttons.current[clamped - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    if (event.key in moves) {
      event.preventDefault();
      choose((value || 0) + moves[event.key]);
    } else if (event.key === 'Home') {
      event.preventDefault();
      choose(1);
    } else if (event.key === 'End') {
      event.preventDefault();
      choose(MAX);
    }
  };
  return (
    <Group
      role="radiogroup"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
    >
      {Array.from({ length: MAX }, (_, index) => {
        const star = index + 1;
        const checked = value === star;
        const focusable = checked || (value === 0 && star === 1);
        return (
          <StarOption
            key={star}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={`${star} star${star > 1 ? 's' : ''}`}
            tabIndex={focusable ? 0 : -1}
            $on={star <= value}
            onClick={() => onChange(star)}
          >
            <Star size={28} filled={star <= value} />
          </StarOption>
        );
      })}
    </Group>
  );
}
