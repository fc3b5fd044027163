import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '@/theme/theme';
import { TextArea, counterState } from './index';

function Comment({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <TextArea
        id="comment"
        label="Your review"
        hint="Tell us more"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        counter={{ maxLength: 20 }}
      />
    </ThemeProvider>
  );
}

describe('the text counter', () => {
  it('counts words and characters as the schema does, and knows when a limit is near or passed', () => {
    expect(counterState('  two words ', { maxWords: 20, maxLength: 200 })).toEqual({
      text: '2 / 20 words · 9 / 200 characters',
      visible: true,
      near: false,
      over: false,
    });
    expect(counterState('a '.repeat(18), { maxWords: 20, maxLength: 200 })).toMatchObject({ near: true, over: false });
    expect(counterState('x'.repeat(201), { maxWords: 20, maxLength: 200 })).toMatchObject({ near: true, over: true });
    expect(counterState('short', { maxLength: 300, showFrom: 0.8 }).visible).toBe(false);
    expect(counterState('x'.repeat(240), { maxLength: 300, showFrom: 0.8 }).visible).toBe(true);
  });

  it('counts live, and is announced only near the limit', async () => {
    const user = userEvent.setup();
    render(<Comment />);
    const box = screen.getByLabelText('Your review');
    const counter = screen.getByText('0 / 20 characters');
    expect(counter).toHaveAttribute('aria-live', 'off');
    expect(box).toHaveAttribute('aria-describedby', 'comment-hint');

    await user.type(box, 'Lovely soup');
    expect(counter).toHaveTextContent('11 / 20 characters');
    expect(counter).toHaveAttribute('aria-live', 'off');

    await user.type(box, ' and bread');
    expect(counter).toHaveTextContent('21 / 20 characters');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(box).toHaveAttribute('aria-describedby', 'comment-hint comment-count');
  });

  it('is not drawn unless asked for', () => {
    render(
      <ThemeProvider theme={theme}>
        <TextArea label="Notes" value="" onChange={() => {}} />
      </ThemeProvider>,
    );
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
  });
});
