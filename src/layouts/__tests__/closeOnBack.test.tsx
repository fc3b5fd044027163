import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { SiteLayout } from '@/app/layouts';
import { resetCloseOnBack } from '@/lib/useCloseOnBack';

/** Issue 38: Back closes the side menu, the profile card and the search overlay, and stays on the page. */
let network: FetchStub;
beforeEach(() => {
  window.history.pushState(null, '', '/blog');
  resetCloseOnBack();
  network = stubFetch()
    .on('GET', '/api/users/data', ok({ id: 1, name: 'Maya Cook', email: 'maya@example.com', avatar: null }))
    .on('GET', '/api/site-settings', ok({ logo: '', favicon: '', description: '', copyright_text: '©' }))
    .on('GET', '/api/recipe-libraries', ok([]))
    .on('GET', '/api/social-links', ok([]));
});
afterEach(() => network.restore());

const signedIn = { auth: { token: 'cook-token', loading: false, signedOutByChoice: false } };
const marked = () => JSON.stringify(window.history.state ?? null).includes('__closeOnBack');

describe('Back closes what is open over the page', () => {
  it('the side menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteLayout />, { route: '/blog', path: '/*' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    expect(marked()).toBe(true);
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(window.location.pathname).toBe('/blog');
  });

  it('the profile card, and Escape leaves no entry behind', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteLayout />, { route: '/', path: '/*', preloadedState: signedIn });
    const toggle = await screen.findByRole('button', { name: /Profile menu for Maya Cook/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => window.history.back());
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(marked()).toBe(false);

    await user.click(toggle);
    await waitFor(() => expect(marked()).toBe(true));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(marked()).toBe(false));
  });

  it('the search overlay, clearing its query', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteLayout />, { route: '/', path: '/*' });
    await user.click(screen.getByRole('button', { name: 'Search recipes' }));
    expect(screen.getByRole('dialog', { name: 'Search recipes' })).toBeInTheDocument();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search recipes' })).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/blog');
  });
});
