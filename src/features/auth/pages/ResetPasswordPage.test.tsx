import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderPage } from '../__tests__/authTestUtils';
import ResetPasswordPage from './ResetPasswordPage';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => api.restore());

const openReset = (state?: unknown) => renderPage(<ResetPasswordPage />, { path: '/auth/reset-password', state });
const reached = { email: 'maya@example.com', key: 'reset-key-1' };

describe('Reset password page', () => {
  it('sends someone without an email back to the email step, saying why', async () => {
    openReset();
    expect(await screen.findByRole('heading', { name: 'Verify email page' })).toBeInTheDocument();
    expect(await screen.findByText(/Enter your email first/)).toBeInTheDocument();
  });

  it('sends someone with an email but no code back to the code step, keeping the email', async () => {
    openReset({ email: 'maya@example.com' });
    expect(await screen.findByRole('heading', { name: 'Verify code page' })).toBeInTheDocument();
    expect(screen.getByLabelText('navigation state')).toHaveTextContent('{"email":"maya@example.com"}');
    expect(await screen.findByText(/Enter the 4-digit code from your email first/)).toBeInTheDocument();
  });

  it("checks both fields with SPEC.md's messages", async () => {
    openReset(reached);
    await screen.findByRole('heading', { name: 'Create new password' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Pass is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New Password'), 'brand new pass');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand new pazz');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
  });

  it('resets with the email and key, says so and goes to log in', async () => {
    api.on('POST', '/api/users/login/reset-password', ok(null, 'Password reset successfully'));
    openReset(reached);
    await userEvent.type(await screen.findByLabelText('New Password'), 'brand new pass');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand new pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
    expect(api.requests[0].body).toEqual({
      email: 'maya@example.com',
      key: 'reset-key-1',
      password: 'brand new pass',
      password_confirmation: 'brand new pass',
    });
  });

  it("shows the server's message when the key has expired", async () => {
    const expired = 'This password reset link has expired.';
    api.on('POST', '/api/users/login/reset-password', fail(422, expired, { key: [expired] }));
    openReset(reached);
    await userEvent.type(await screen.findByLabelText('New Password'), 'brand new pass');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand new pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create new password' })).toBeInTheDocument();
  });
});
