import { useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const MAX = 5;

const Stars = styled.span<{ $size: number }>`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.star};
  font-size: ${({ $size }) => $size}px;
  line-height: 1;
`;

function Star({ filled, size }: { filled: number; size: number }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id}>
          <stop offset={`${filled * 100}%`} stopColor="currentColor" />
          <stop offset={`${filled * 100}%`} stopColor="transparent" />
        </linearGradient>
      </defs>
      <path
        d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z"
        fill={`url(#${id})`}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Read-only stars (fractions shown), announced as "Rated 4.3 out of 5". */
export function StarRating({ value, size = 16 }: { value: number; size?: number }) {
  const rounded = Math.round(value * 10) / 10;
  return (
    <Stars $size={size} role="img" aria-label={`Rated ${rounded} out of ${MAX}`}>
      {Array.from({ length: MAX }, (_, index) => (
        <Star key={index} size={size} filled={Math.max(0, Math.min(1, value - index))} />
      ))}
    </Stars>
  );
}

const Group = styled.div`
  display: inline-flex;
  gap: 4px;
`;

const StarOption = styled.button<{ $on: boolean }>`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ $on, theme }) => ($on ? theme.colors.star : theme.colors.textMuted)};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
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
    <Group role="radiogroup" aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
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
            <Star size={28} filled={star <= value ? 1 : 0} />
          </StarOption>
        );
      })}
    </Group>
  );
}
