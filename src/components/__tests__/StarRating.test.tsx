import type { ReactElement } from 'react';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme/theme';
import { StarRating, StarRatingInput } from '../StarRating';

function Harness({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <StarRatingInput
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const wrap = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

test('display variant announces the rating', () => {
  wrap(<StarRating value={4.26} />);
  expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
});

test('display variant fills the stars up to the rating, fractions included', () => {
  const fill = (value: number) => {
    const { container, unmount } = wrap(<StarRating value={value} size={16} />);
    const width = Number(container.querySelector('clipPath rect')?.getAttribute('width'));
    const total = Number(container.querySelector('svg')?.getAttribute('viewBox')?.split(' ')[2]);
    unmount();
    return width / total;
  };
  expect(fill(0)).toBe(0);
  expect(fill(5)).toBeGreaterThan(0.99);
  expect(fill(7)).toBe(fill(5));
  expect(fill(2)).toBeCloseTo(0.4, 1);
  expect(fill(2.5)).toBeGreaterThan(fill(2));
  expect(fill(2.5)).toBeLessThan(fill(3));
});

/** The x range of each star of a path made of `M x y` followed by relative `l` moves. */
function starSpans(d: string): [number, number][] {
  return d
    .split('M')
    .filter(Boolean)
    .map((star) => {
      const numbers = (star.match(/-?\d*\.?\d+/g) ?? []).map(Number);
      expect(star).toMatch(/^[\d.]+ [\d.]+l[^A-Z]*z$/);
      let x = numbers[0];
      const xs = [x];
      for (let index = 2; index < numbers.length; index += 2) xs.push((x += numbers[index]));
      return [Math.min(...xs), Math.max(...xs)];
    });
}

test('display variant draws five stars side by side, none overlapping', () => {
  const { container } = wrap(<StarRating value={3.5} size={16} />);
  const spans = starSpans(container.querySelector('path')!.getAttribute('d')!);
  expect(spans).toHaveLength(5);
  const width = Number(container.querySelector('svg')!.getAttribute('viewBox')!.split(' ')[2]);
  spans.forEach(([left, right], index) => {
    expect(right - left).toBeCloseTo(19, 1);
    if (index > 0) expect(left).toBeGreaterThan(spans[index - 1][1]);
  });
  expect(spans[4][1]).toBeLessThanOrEqual(width);
});

test('input is a radio group starting at 0, chosen by click or arrow keys', async () => {
  const onChange = jest.fn();
  wrap(<Harness onChange={onChange} />);
  const radios = screen.getAllByRole('radio');
  expect(radios).toHaveLength(5);
  expect(radios.every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
  await userEvent.tab();
  expect(radios[0]).toHaveFocus();
  await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
  expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(onChange).toHaveBeenLastCalledWith(2);
});
