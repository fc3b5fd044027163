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
