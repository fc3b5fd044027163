import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderPage } from '../__tests__/authTestUtils';
import VerifyEmailPage from './VerifyEmailPage';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => api.restore());

async function openVerifyEmail() {
  renderPage(<VerifyEmailPage />, { path: '/auth/verify-email' });
  await screen.findByRole('heading', { name: 'Verify account' });
}

describe('Verify email page (forgot password)', () => {
  it("asks for the email with SPEC.md's message and links back to login", async () => {
    await openVerifyEmail();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Email is Required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the code and carries the email on to the code step', async () => {
    api.on(
      'POST',
      '/api/users/login/email-verify',
      ok({ email: 'maya@example.com' }, 'Otp sent to your email address'),
    );
    await openVerifyEmail();
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('heading', { name: 'Verify code page' })).toBeInTheDocument();
    expect(screen.getByLabelText('navigation state')).toHaveTextContent('{"email":"maya@example.com"}');
    expect(await screen.findByText('Otp sent to your email address')).toBeInTheDocument();
  });

  it("shows the email field's first message when the server refuses", async () => {
    const unknown = 'We could not find a user with that email address.';
    api.on(
      'POST',
      '/api/users/login/email-verify',
      fail(422, 'The given data was invalid.', { email: [unknown, 'second'] }),
    );
    await openVerifyEmail();
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    // Once, under the field: not again as a toast (issue 15).
    expect(await screen.findAllByText(unknown)).toHaveLength(1);
    expect(screen.queryByText('The given data was invalid.')).not.toBeInTheDocument();
  });
});
