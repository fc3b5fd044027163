import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { ClosingBlock } from '../ClosingBlock';

const TILES = [
  ['Browse by diet', '/recipe-library', /all in one library/],
  ['Plan your week', '/meal-planner', /breakfast to dinner/],
  ['Share a recipe', '/dashboard/share-recipes', /next favourite/],
] as const;

test('each "Keep exploring" tile has one link, named exactly by its visible title, to its page', () => {
  renderWithProviders(<ClosingBlock />);
  const block = screen.getByRole('region', { name: 'Keep exploring' });
  const items = within(block).getAllByRole('listitem');
  expect(items).toHaveLength(TILES.length);
  TILES.forEach(([title, href, text], index) => {
    const links = within(items[index]).getAllByRole('link');
    // One <a> per card, stretched over it by CSS; its name is what it shows (WCAG 2.5.3).
    expect(links).toHaveLength(1);
    const link = within(block).getByRole('link', { name: title });
    expect(link).toBe(links[0]);
    expect(link).toHaveAttribute('href', href);
    expect(link.textContent).toBe(title);
    expect(items[index]).toHaveTextContent(text);
  });
});

test('following a tile opens its page', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ClosingBlock />, {
    routes: [{ path: '/meal-planner', element: <h1>Meal planner page</h1> }],
  });
  await user.click(screen.getByRole('link', { name: 'Plan your week' }));
  expect(await screen.findByRole('heading', { name: 'Meal planner page' })).toBeInTheDocument();
});
