import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { accountApi } from '@/api/account';
import { cmsApi } from '@/api/cms';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { Avatar } from '@/components/Avatar';
import { RedirectIfSignedIn, RequireAuth, useSignOut } from '../index';
import { TOKEN_STORAGE_KEY } from '@/store/authSlice';
import { landingRoutes, maya, renderPage, signedInState } from './authTestUtils';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().on('GET', '/api/users/data', ok(maya));
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign Out
    </button>
  );
}

describe('useSignOut', () => {
  it('logs out on the server, forgets the token and cached data, says so and opens log in', async () => {
    api.on('POST', '/api/users/logout', ok(null, 'User Logged out Successfully'));
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-abc');
    const { store } = renderPage(<SignOutButton />, { path: '/dashboard/settings', preloadedState: signedInState });
    await store.dispatch(accountApi.endpoints.getCurrentUser.initiate());
    api.on(
      'GET',
      '/api/site-settings',
      ok({ logo: 'l.webp', favicon: 'f.webp', description: '', copyright_text: '©' }),
    );
    await store.dispatch(cmsApi.endpoints.getSiteSettings.initiate());

    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(await screen.findByText('User Logged out Successfully')).toBeInTheDocument();
    const logout = api.requests.find((request) => request.url.pathname === '/api/users/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(accountApi.endpoints.getCurrentUser.select()(store.getState()).data).toBeUndefined();
    // Public site settings stay, so the app does not flash its full-screen spinner.
    expect(cmsApi.endpoints.getSiteSettings.select()(store.getState()).data?.copyright).toBe('©');
  });

  it('still signs out here when the server call fails', async () => {
    api.on('POST', '/api/users/logout', fail(500, 'Server down'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = renderPage(<SignOutButton />, { path: '/dashboard/settings', preloadedState: signedInState });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
  });
});

describe('Avatar', () => {
  it('shows the first letter of the name without a picture', () => {
    renderWithProviders(<Avatar name="maya Patel" />);
    expect(screen.getByRole('img', { name: 'maya Patel' })).toHaveTextContent('m');
  });

  it('shows the stored picture joined to the host', () => {
    renderWithProviders(<Avatar name="Maya" image="uploads/avatars/m-640.webp" />);
    expect(screen.getByRole('img', { name: 'Maya' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/uploads\/avatars\/m-640\.webp$/),
    );
  });
});

describe('protected and guest-only routes', () => {
  const page = (title: string) => <h1>{title}</h1>;

  it('sends a visitor to log in, carrying the attempted path', async () => {
    renderWithProviders(<Outlet />, {
      route: '/dashboard/my-recipes?page=2',
      path: '/never',
      routes: [
        { element: <RequireAuth />, children: [{ path: '/dashboard/my-recipes', element: page('My recipes') }] },
        ...landingRoutes.filter((route) => route.path === '/auth/login'),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByLabelText('navigation state')).toHaveTextContent('{"from":"/dashboard/my-recipes?page=2"}');
  });

  it('shows a spinner while the stored token turns into a user, then the page', async () => {
    renderWithProviders(<Outlet />, {
      route: '/dashboard/settings',
      path: '/never',
      preloadedState: signedInState,
      routes: [{ element: <RequireAuth />, children: [{ path: '/dashboard/settings', element: page('Settings') }] }],
    });
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('sends a signed-in person away from log in to the dashboard', async () => {
    renderWithProviders(<Outlet />, {
      route: '/auth/login',
      path: '/never',
      preloadedState: signedInState,
      routes: [
        { element: <RedirectIfSignedIn />, children: [{ path: '/auth/login', element: page('Log in form') }] },
        ...landingRoutes.filter((route) => route.path === '/dashboard/overview'),
      ],
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument());
  });
});
