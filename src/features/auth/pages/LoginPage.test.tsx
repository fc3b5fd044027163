import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { TOKEN_STORAGE_KEY } from '@/store/authSlice';
import { maya, renderPage } from '../__tests__/authTestUtils';
import LoginPage from './LoginPage';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().on('GET', '/api/users/data', ok(maya));
});
afterEach(() => api.restore());

const openLogin = (state?: unknown) => renderPage(<LoginPage />, { path: '/auth/login', state });

async function fillIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('Log in page', () => {
  it('offers the password toggle and the links of SPEC.md', async () => {
    openLogin();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/verify-email');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: /Go to home/ })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Log in · Forkcast');
  });

  it("shows SPEC.md's messages and sends nothing when fields are empty", async () => {
    openLogin();
    await screen.findByLabelText('Email');
    await fillIn('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('signs in, stores the token, says so and opens the dashboard', async () => {
    api.on('POST', '/api/users/login', ok({ token: 'fresh-token', user: maya }, 'Login Successful'));
    openLogin();
    await screen.findByLabelText('Email');
    await fillIn('maya@example.com', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh-token');
    const login = api.requests.find((request) => request.url.pathname === '/api/users/login');
    expect(login?.body).toEqual({ email: 'maya@example.com', password: 'correct horse' });
  });

  it('goes back to the page the person was sent away from', async () => {
    api.on('POST', '/api/users/login', ok({ token: 'fresh-token', user: maya }));
    openLogin({ from: '/dashboard/my-recipes' });
    await screen.findByLabelText('Email');
    await fillIn('maya@example.com', 'correct horse');
    expect(await screen.findByRole('heading', { name: 'My recipes page' })).toBeInTheDocument();
  });

  it('never follows a "from" that leaves the site', async () => {
    api.on('POST', '/api/users/login', ok({ token: 'fresh-token', user: maya }));
    openLogin({ from: '//evil.example/steal' });
    await screen.findByLabelText('Email');
    await fillIn('maya@example.com', 'correct horse');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('shows a refused login once, under the field (not again as a toast), keeping what was typed', async () => {
    const refusal = 'These credentials do not match our records.';
    api.on('POST', '/api/users/login', fail(422, refusal, { email: [refusal] }));
    const { store } = openLogin();
    await screen.findByLabelText('Email');
    await fillIn('maya@example.com', 'wrong');

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(refusal);
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(store.getState().toasts.items).toEqual([]);
    expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('dismisses its error toast when the next attempt succeeds (issue 15)', async () => {
    const busy = 'Too many login attempts. Please try again in a minute.';
    api.on('POST', '/api/users/login', fail(429, busy));
    const { store } = openLogin();
    await screen.findByLabelText('Email');
    await fillIn('maya@example.com', 'wrong');
    expect(await screen.findByText(busy)).toBeInTheDocument();

    api.on('POST', '/api/users/login', ok({ token: 'fresh-token', user: maya }, 'Login Successful'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(store.getState().toasts.items.map((toast) => toast.message)).toEqual(['Login Successful']);
    await waitFor(() => expect(screen.queryByText(busy)).not.toBeInTheDocument());
  });

  it('shows a spinner and disables the button while the request is pending', async () => {
    let answer: () => void = () => undefined;
    api.on(
      'POST',
      '/api/users/login',
      () =>
        new Promise((resolve) => {
          answer = () => resolve(ok({ token: 't', user: maya }));
        }),
    );
    openLogin();
    await screen.findByLabelText('Email');
    await fillIn('maya@example.com', 'correct horse');

    const button = await screen.findByRole('button', { name: /Log in/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByRole('status', { name: 'Working' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('fills in the email just registered with', async () => {
    openLogin({ email: 'new@example.com' });
    expect(await screen.findByLabelText('Email')).toHaveValue('new@example.com');
  });
});
