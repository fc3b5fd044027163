import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { DashboardShell, SiteLayout } from '@/app/layouts';

let network: FetchStub;
beforeEach(() => {
  network = stubFetch()
    .on('GET', '/api/users/data', ok({ id: 1, name: 'Maya Cook', email: 'maya@example.com', avatar: null }))
    .on('GET', '/api/site-settings', ok({ logo: '', favicon: '', description: '', copyright_text: '©' }))
    .on('GET', '/api/recipe-libraries', ok([]))
    .on('GET', '/api/social-links', ok([]));
});
afterEach(() => network.restore());

const signedIn = { auth: { token: 'cook-token', loading: false, signedOutByChoice: false } };

describe('signed-out header (issue 15)', () => {
  it('offers Log in beside Sign Up in the bar and in the side menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteLayout />, {
      route: '/blog',
      path: '/*',
      routes: [{ path: '/auth/login', element: <h1>Login page</h1> }],
    });
    const bar = screen.getByRole('banner');
    const menu = document.getElementById('side-menu')!;
    // Found by text: below 640 px (jsdom has no layout) the bar's links are display:none.
    const inBar = within(bar)
      .getAllByText('Log in')
      .map((node) => node.closest('a')!)
      .filter((link) => !menu.contains(link));
    expect(inBar).toHaveLength(1);
    expect(inBar[0]).toHaveAttribute('href', '/auth/login');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const openMenu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(openMenu).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/register');
    await user.click(within(openMenu).getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('offers no Log in to a signed-in cook', async () => {
    renderWithProviders(<SiteLayout />, { route: '/', path: '/*', preloadedState: signedIn });
    expect(await screen.findByRole('button', { name: /Profile menu for Maya Cook/ })).toBeInTheDocument();
    expect(screen.queryByText('Log in')).not.toBeInTheDocument();
  });
});

/** Each dashboard page, the top bar's link and the side menu's entry that stand for it. */
const PAGES: [route: string, topBar: string, entry: string][] = [
  ['/dashboard/overview', 'Dashboard', 'Overview'],
  ['/dashboard/meal-planner', 'Dashboard', 'Meal planner'],
  ['/dashboard/shopping-list', 'Dashboard', 'Shopping list'],
  ['/dashboard/household', 'Dashboard', 'Family'],
  ['/dashboard/share-recipes', 'Share recipe', 'Share recipes'],
  ['/dashboard/my-recipes', 'Dashboard', 'My recipes'],
  ['/dashboard/saved-recipes', 'Dashboard', 'Favorite recipes'],
  ['/dashboard/settings', 'Dashboard', 'Settings'],
  ['/dashboard/edit-recipe/12', 'Dashboard', 'My recipes'],
];

function renderDashboard(route: string) {
  return renderWithProviders(<p>unused</p>, {
    path: '/unused',
    route,
    preloadedState: signedIn,
    routes: [{ path: '/dashboard', element: <DashboardShell />, children: [{ path: '*', element: <h1>Page</h1> }] }],
  });
}

const current = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('dashboard navigation marks the current page (issue 15)', () => {
  it.each(PAGES)('%s: top bar "%s", side menu "%s"', async (route, topBar, entry) => {
    const user = userEvent.setup();
    renderDashboard(route);
    await screen.findByRole('heading', { name: 'Page' });
    const bar = screen.getByRole('banner');
    expect(current(within(bar).getByRole('navigation', { name: 'Main' }))).toEqual([topBar]);
    // The wide side menu (an aside) and, on phones, the slide-in one.
    const wideMenu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(current(wideMenu)).toEqual([entry]);

    await user.click(screen.getByRole('button', { name: 'Open dashboard menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Dashboard menu' });
    expect(current(within(drawer).getByRole('navigation', { name: 'Dashboard' }))).toEqual([entry]);
    expect(current(within(drawer).getByRole('navigation', { name: 'Site' }))).toEqual([]);
  });
});

/** Whether the page's styles hide an element from 768 px (jsdom applies no media query itself). */
function hiddenFromTablet(element: HTMLElement): boolean {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('')
    .replace(/\s+/g, '');
  return Array.from(element.classList).some((name) => css.includes(`@media(min-width:768px){.${name}{display:none;}}`));
}

describe('a search button in every header on phones (issue 37)', () => {
  it.each([
    ['the site', () => renderWithProviders(<SiteLayout />, { route: '/blog', path: '/*', preloadedState: signedIn })],
    ['the dashboard', () => renderDashboard('/dashboard/overview')],
  ])('%s: the button sits in the bar below 768 px and opens the search', async (_shell, render) => {
    const user = userEvent.setup();
    render();
    const bar = screen.getByRole('banner');
    const button = within(bar).getByRole('button', { name: 'Search recipes' });
    expect(hiddenFromTablet(button.parentElement!)).toBe(true);
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Search recipes' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search recipes' })).toHaveFocus();
    expect(within(dialog).getByRole('search')).toHaveAttribute('action', '/search');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('the dashboard bar hides nothing else from 768 px: the heart stays', () => {
    renderDashboard('/dashboard/overview');
    const heart = within(screen.getByRole('banner')).getByRole('link', { name: 'Favorite recipes' });
    expect(hiddenFromTablet(heart)).toBe(false);
  });
});
