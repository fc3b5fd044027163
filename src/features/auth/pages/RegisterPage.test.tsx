import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { TOKEN_STORAGE_KEY } from '@/store/authSlice';
import { maya, renderPage } from '../__tests__/authTestUtils';
import RegisterPage from './RegisterPage';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => api.restore());

async function openRegister() {
  renderPage(<RegisterPage />, { path: '/auth/register' });
  await screen.findByLabelText('Full Name');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('Register page', () => {
  it("shows SPEC.md's messages for an empty form", async () => {
    await openRegister();
    await submit();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Pass is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('says when the passwords do not match', async () => {
    await openRegister();
    await userEvent.type(screen.getByLabelText('Password'), 'long enough 1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'long enough 2');
    await submit();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('creates the account, says so and goes to log in without signing in', async () => {
    api.on('POST', '/api/users/register', ok({ token: 'reg-token', user: maya }, 'Registration Successful'));
    await openRegister();
    await userEvent.type(screen.getByLabelText('Full Name'), ' Maya Patel ');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough 1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'long enough 1');
    await submit();

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(api.requests[0].body).toEqual({
      name: 'Maya Patel',
      email: 'maya@example.com',
      password: 'long enough 1',
      password_confirmation: 'long enough 1',
    });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the page the visitor was sent away from (an invite link) through to log in', async () => {
    api.on('POST', '/api/users/register', ok({ token: 'reg-token', user: maya }, 'Registration Successful'));
    renderPage(<RegisterPage />, { path: '/auth/register', state: { from: '/join/K7QX-M2PA' } });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Maya Patel');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough 1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'long enough 1');
    await submit();

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByLabelText('navigation state').textContent ?? 'null')).toEqual({
      email: 'maya@example.com',
      from: '/join/K7QX-M2PA',
    });
  });

  it("puts the server's field error on its field", async () => {
    const taken = 'The email has already been taken.';
    api.on('POST', '/api/users/register', fail(422, taken, { email: [taken] }));
    await openRegister();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Maya');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough 1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'long enough 1');
    await submit();

    // Once, under its field: not again as a toast (issue 15).
    await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(1));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(taken);
  });
});
