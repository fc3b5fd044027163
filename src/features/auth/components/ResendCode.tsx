import styled from 'styled-components';
import { row } from '@/theme/layout';
import { OTP_RESEND_SECONDS } from '@contract/constants';
import { SUCCESS } from '@contract/messages';
import { useAppDispatch } from '@/store/hooks';
import { useOtpResendMutation } from '@/api/account';
import { errorMessage } from '@/api/baseApi';
import { Button } from '@/components/Button';
import { showError, showSuccess } from '@/store/toastsSlice';
import { formatCountdown, useCountdown } from '../hooks/useCountdown';

const Row = styled.div`
  ${row({ align: 'center', justify: 'center', gap: '0.25rem 0.5rem', wrap: 'wrap' })}
  margin-top: 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Clock = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * SPEC.md §4: the resend control stays inactive until the 60-second countdown reaches 0;
 * resending mails a new code and starts the countdown again.
 */
export function ResendCode({ email }: { email: string }) {
  const { remaining, restart } = useCountdown(OTP_RESEND_SECONDS);
  const [resend, { isLoading }] = useOtpResendMutation();
  const dispatch = useAppDispatch();

  const onResend = async () => {
    try {
      await resend({ email }).unwrap();
      dispatch(showSuccess(SUCCESS.otpResent, 'resend-code'));
      restart();
    } catch (error) {
      dispatch(showError(errorMessage(error), 'resend-code'));
    }
  };

  return (
    <Row>
      <span>Didn&apos;t get the email?</span>
      {remaining > 0 ? (
        <span role="timer" aria-live="off" aria-label={`You can resend the code in ${remaining} seconds`}>
          Resend in <Clock>{formatCountdown(remaining)}</Clock>
        </span>
      ) : null}
      <Button variant="ghost" onClick={onResend} disabled={remaining > 0} pending={isLoading}>
        Resend code
      </Button>
    </Row>
  );
}
