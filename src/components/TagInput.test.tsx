import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme/theme';
import { TagInput } from './TagInput';

function Harness({ initial = [] as string[], max = 10 }) {
  const [tags, setTags] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <TagInput label="Tags" value={tags} onChange={setTags} max={max} hint="At most 10 tags" />
    </ThemeProvider>
  );
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Tags added' }))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('TagInput', () => {
  it('adds a lowercased tag on Enter, comma and space', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Tags');
    await user.type(input, 'Quick{Enter}Vegan,Spicy ');
    expect(chips()).toEqual(['quick', 'vegan', 'spicy']);
    expect(input).toHaveValue('');
  });

  it('ignores duplicates and empty separators', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['quick']} />);
    await user.type(screen.getByLabelText('Tags'), 'QUICK{Enter}{Enter},, quick ');
    expect(chips()).toEqual(['quick']);
  });

  it('keeps at most the limit', async () => {
    const user = userEvent.setup();
    render(<Harness max={2} />);
    await user.type(screen.getByLabelText('Tags'), 'a b c{Enter}');
    expect(chips()).toEqual(['a', 'b']);
    expect(screen.getByLabelText('Tags')).toHaveAttribute('placeholder', 'Limit of 2 reached');
  });

  it('splits a pasted list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Tags'));
    await user.paste('Soup, winter  Easy');
    expect(chips()).toEqual(['soup', 'winter', 'easy']);
  });

  it('removes chips by their button and by Backspace in the empty box', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['soup', 'winter', 'easy']} />);
    await user.click(screen.getByRole('button', { name: 'Remove tag winter' }));
    expect(chips()).toEqual(['soup', 'easy']);
    expect(screen.getByLabelText('Tags')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['soup']);
  });

  it('is reachable by keyboard: the remove buttons follow the chips in tab order', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['soup']} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove tag soup' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chips()).toEqual([]);
  });

  it('adds what was typed when the box loses focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Tags'), 'Picnic');
    await user.tab();
    expect(chips()).toEqual(['picnic']);
  });
});
