import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { SiteLayout as MainLayout } from '../layouts';

let stub: FetchStub;

/** The bar's links (display:none below 1024 px, and jsdom has no layout, so found by label). */
const wideNav = () => document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
const link = (nav: HTMLElement, name: string) => within(nav).getByText(name).closest('a')!;
afterEach(() => stub.restore());

function stubSite() {
  return stubFetch()
    .on(
      'GET',
      '/api/site-settings',
      ok({
        logo: '',
        favicon: '',
        description: '<p>Family <b>recipes</b><script>alert(1)</script></p>',
        copyright_text: '© 2026 Forkcast',
      }),
    )
    .on('GET', '/api/recipe-libraries', ok([{ id: 3, diet_name: 'Keto', image: 'x-640.webp', recipes_count: 2 }]))
    .on(
      'GET',
      '/api/social-links',
      ok([{ id: 1, social_media: 'facebook', profile_link: 'https://facebook.com/forkcast' }]),
    )
    .on('GET', '/api/users/data', ok({ id: 1, name: 'Ada Lovelace', email: 'ada@example.com', avatar: null }));
}

function renderLayout(route: string, signedIn = false) {
  return renderWithProviders(<MainLayout />, {
    route,
    path: '/*',
    preloadedState: signedIn ? { auth: { token: 'tok', loading: false, signedOutByChoice: false } } : undefined,
    routes: [
      { path: '/auth/login', element: <h1>Login page</h1> },
      { path: '/dashboard/settings', element: <h1>Settings page</h1> },
    ],
  });
}

test('visitors see the links, Sign Up and the footer', async () => {
  stub = stubSite();
  renderLayout('/blog');
  const main = wideNav();
  expect(link(main, 'Blog')).toHaveAttribute('aria-current', 'page');
  expect(link(main, 'Dashboard')).toHaveAttribute('href', '/dashboard/overview');
  expect(screen.getAllByText('Sign Up').map((node) => node.closest('a')!.getAttribute('href'))).toEqual([
    '/auth/register',
    '/auth/register',
  ]);
  expect(screen.getByRole('link', { name: 'Saved recipes' })).toHaveAttribute('href', '/dashboard/saved-recipes');
  expect(screen.queryByRole('button', { name: /Profile menu/ })).not.toBeInTheDocument();
  const footer = screen.getByRole('contentinfo');
  expect(await within(footer).findByRole('link', { name: 'Keto' })).toHaveAttribute(
    'href',
    '/recipes/recipe_library/3',
  );
  expect(within(footer).getByRole('link', { name: 'Share recipe' })).toHaveAttribute(
    'href',
    '/dashboard/dashboard-share-recipes',
  );
  expect(await within(footer).findByText('recipes')).toBeInTheDocument();
  expect(footer.querySelector('script')).toBeNull();
  expect(within(footer).getByText('© 2026 Forkcast')).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: /Forkcast on Facebook/ })).toHaveAttribute(
    'href',
    'https://facebook.com/forkcast',
  );
});

test('Recipe library is active on any recipe details path', () => {
  stub = stubSite();
  renderLayout('/recipe-details/12');
  const main = wideNav();
  expect(link(main, 'Recipe library')).toHaveAttribute('aria-current', 'page');
  expect(link(main, 'Home')).not.toHaveAttribute('aria-current');
});

test('the footer is hidden on exactly /dashboard', () => {
  stub = stubSite();
  renderLayout('/dashboard');
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

test('signed in: the avatar opens the profile menu; Escape and outside clicks close it', async () => {
  stub = stubSite();
  renderLayout('/', true);
  expect(screen.queryByText('Sign Up')).not.toBeInTheDocument();
  const avatar = await screen.findByRole('button', { name: 'Profile menu for Ada Lovelace' });
  expect(avatar).toHaveTextContent('A');
  await userEvent.click(avatar);
  expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument();
  expect(avatar).toHaveFocus();
  await userEvent.click(avatar);
  fireEvent.mouseDown(document.body);
  expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument();
  await userEvent.click(avatar);
  await userEvent.click(screen.getByRole('link', { name: 'My Profile' }));
  expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
});

test('Sign Out ends the session and goes to the login page', async () => {
  stub = stubSite().on('POST', '/api/users/logout', ok(null));
  const { store } = renderLayout('/', true);
  await userEvent.click(await screen.findByRole('button', { name: 'Profile menu for Ada Lovelace' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  await waitFor(() => expect(store.getState().auth.token).toBeNull());
});

test('the side menu opens with scroll lock and closes on the backdrop, a link or Escape', async () => {
  stub = stubSite();
  renderLayout('/');
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(document.body).toHaveClass('scroll-locked');
  const menu = screen.getByRole('navigation', { name: 'Menu' });
  expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  fireEvent.click(screen.getByTestId('side-menu-backdrop'));
  expect(document.body).not.toHaveClass('scroll-locked');
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.keyboard('{Escape}');
  expect(document.body).not.toHaveClass('scroll-locked');
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Blog' }));
  expect(document.body).not.toHaveClass('scroll-locked');
});
