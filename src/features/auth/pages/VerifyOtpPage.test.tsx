import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderPage } from '../__tests__/authTestUtils';
import VerifyOtpPage from './VerifyOtpPage';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const email = 'maya@example.com';

async function openVerifyOtp() {
  renderPage(<VerifyOtpPage />, { path: '/auth/verify-otp', state: { email } });
  const group = await screen.findByRole('group', { name: 'Enter 4 digit code' });
  return within(group).getAllByRole('textbox');
}

const codeIn = (boxes: HTMLElement[]) => boxes.map((box) => (box as HTMLInputElement).value).join('');

describe('Verify code page', () => {
  it('sends someone without an email back to the email step, saying why', async () => {
    renderPage(<VerifyOtpPage />, { path: '/auth/verify-otp' });
    expect(await screen.findByRole('heading', { name: 'Verify email page' })).toBeInTheDocument();
    expect(await screen.findByText(/Enter your email first/)).toBeInTheDocument();
  });

  it('shows four labelled boxes and the email the code went to', async () => {
    const boxes = await openVerifyOtp();
    expect(boxes).toHaveLength(4);
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 4',
      'Digit 2 of 4',
      'Digit 3 of 4',
      'Digit 4 of 4',
    ]);
    expect(screen.getByText(email)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify account' })).toBeInTheDocument();
  });

  it('moves to the next box on typing, ignores letters, and steps back on Backspace', async () => {
    const boxes = await openVerifyOtp();
    await userEvent.click(boxes[0]);
    await userEvent.keyboard('1a2');
    expect(codeIn(boxes)).toBe('12');
    expect(boxes[2]).toHaveFocus();

    await userEvent.keyboard('{Backspace}');
    expect(codeIn(boxes)).toBe('1');
    expect(boxes[1]).toHaveFocus();

    await userEvent.keyboard('{Backspace}');
    expect(codeIn(boxes)).toBe('');
    expect(boxes[0]).toHaveFocus();
  });

  it('accepts a pasted code', async () => {
    const boxes = await openVerifyOtp();
    await userEvent.click(boxes[0]);
    await userEvent.paste(' 48-27 ');
    expect(codeIn(boxes)).toBe('4827');
    expect(boxes[3]).toHaveFocus();
  });

  it("shows SPEC.md's messages for a missing or short code", async () => {
    const boxes = await openVerifyOtp();
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();

    await userEvent.click(boxes[0]);
    await userEvent.keyboard('12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('OTP must be 4 digits')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('verifies the code and carries the email and key on to the reset step', async () => {
    api.on(
      'POST',
      '/api/users/login/otp-verify',
      ok({ email, password_reset_token: 'reset-key-1' }, 'Otp verified successfully'),
    );
    const boxes = await openVerifyOtp();
    await userEvent.click(boxes[0]);
    await userEvent.paste('4827');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));

    expect(await screen.findByRole('heading', { name: 'Reset page' })).toBeInTheDocument();
    expect(screen.getByLabelText('navigation state')).toHaveTextContent(
      '{"email":"maya@example.com","key":"reset-key-1"}',
    );
    expect(await screen.findByText('Otp verified successfully')).toBeInTheDocument();
    expect(api.requests[0].body).toEqual({ email, otp: '4827' });
  });

  it('shows a wrong code once, under the boxes', async () => {
    const wrong = 'The code is not correct.';
    api.on('POST', '/api/users/login/otp-verify', fail(422, wrong, { otp: [wrong] }));
    const boxes = await openVerifyOtp();
    await userEvent.click(boxes[0]);
    await userEvent.paste('0000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findAllByText(wrong)).toHaveLength(1);
  });

  it('keeps resend inactive through a 60 second countdown shown as 00:SS, then resends and restarts it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.on('POST', '/api/users/login/otp-resend', ok({ email }, 'New OTP sent to your email'));
    renderPage(<VerifyOtpPage />, { path: '/auth/verify-otp', state: { email } });
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');
    act(() => jest.advanceTimersByTime(50_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:09');
    expect(resend).toBeDisabled();

    act(() => jest.advanceTimersByTime(9000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByText('New OTP sent to your email')).toBeInTheDocument();
    expect(api.requests[0].body).toEqual({ email });
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });
});
