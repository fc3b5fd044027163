import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { DashboardShell as DashboardLayout } from '../layouts';

let network: FetchStub;
beforeEach(() => {
  network = stubFetch()
    .on('GET', '/api/users/data', ok({ id: 1, name: 'Maya Cook', email: 'maya@example.com', avatar: null }))
    .on(
      'GET',
      '/api/site-settings',
      ok({ logo: 'uploads/logo.png', favicon: 'uploads/favicon.png', description: '', copyright_text: '©' }),
    )
    .on('POST', '/api/users/logout', ok(null));
});
afterEach(() => network.restore());

function renderLayout() {
  return renderWithProviders(<p>unused</p>, {
    path: '/unused',
    route: '/dashboard/overview',
    preloadedState: { auth: { token: 'cook-token', loading: false, signedOutByChoice: false } },
    routes: [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { path: 'overview', element: <h1>Overview page</h1> },
          { path: 'my-recipes', element: <h1>My recipes page</h1> },
          { path: 'saved-recipes', element: <h1>Saved recipes page</h1> },
          { path: 'settings', element: <h1>Settings page</h1> },
        ],
      },
      { path: '/auth/login', element: <h1>Log in page</h1> },
    ],
  });
}

describe('DashboardLayout', () => {
  it('has the eight dashboard entries, with the current one marked', async () => {
    renderLayout();
    expect(await screen.findByRole('heading', { name: 'Overview page' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Meal planner',
      'Shopping list',
      'Family',
      'Share recipes',
      'My recipes',
      'Favorite recipes',
      'Settings',
    ]);
    expect(within(menu).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers the heart shortcut to saved recipes and the main navigation', async () => {
    const user = userEvent.setup();
    renderLayout();
    const main = screen.getByRole('banner');
    expect(within(main).getByRole('link', { name: 'Recipe library' })).toHaveAttribute('href', '/recipe-library');
    await user.click(within(main).getByRole('link', { name: 'Favorite recipes' }));
    expect(await screen.findByRole('heading', { name: 'Saved recipes page' })).toBeInTheDocument();
  });

  it('opens the profile card from the avatar and signs out', async () => {
    const user = userEvent.setup();
    const { store } = renderLayout();
    await user.click(await screen.findByRole('button', { name: /Profile menu for Maya Cook/ }));
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
  });

  it('slides the menu in on narrow screens, locks scrolling, and closes on a choice, the backdrop or Escape', async () => {
    const user = userEvent.setup();
    renderLayout();
    const open = screen.getByRole('button', { name: 'Open dashboard menu' });

    await user.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Dashboard menu' });
    expect(document.body).toHaveClass('scroll-locked');
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.click(within(drawer).getByRole('link', { name: 'My recipes' }));
    expect(await screen.findByRole('heading', { name: 'My recipes page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Dashboard menu' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');

    await user.click(open);
    await user.click(screen.getByTestId('dashboard-menu-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Dashboard menu' })).not.toBeInTheDocument();

    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Dashboard menu' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});
