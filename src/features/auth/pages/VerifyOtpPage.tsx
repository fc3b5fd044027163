import { Formik } from 'formik';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { OTP_LENGTH } from '@contract/constants';
import { otpSchema } from '@contract/schemas';
import { SUCCESS } from '@contract/messages';
import type { OtpPayload } from '@contract/types';
import { useOtpVerifyMutation } from '@/api/account';
import { OtpInput } from '@/components/form';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AuthCard, AuthSubmit, FormStack } from '../components/AuthCard';
import { StrongLink } from '../components/AuthLinks';
import { ResendCode } from '../components/ResendCode';
import { StepRedirect } from '../components/StepRedirect';
import { useAuthSubmit } from '../hooks/useAuthSubmit';
import { readResetStep, RESET_STEP_MESSAGES } from '../resetSteps';

/** The toast scope of this form: its success clears its error toasts. */
const FORM = 'verify-otp';

const Email = styled.strong`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export default function VerifyOtpPage() {
  useDocumentTitle('Enter your code');
  const location = useLocation();
  const { email } = readResetStep(location.state);
  if (!email) return <StepRedirect to="/auth/verify-email" message={RESET_STEP_MESSAGES.emailFirst} />;
  return <VerifyOtpForm email={email} />;
}

function VerifyOtpForm({ email }: { email: string }) {
  const [otpVerify] = useOtpVerifyMutation();
  const submit = useAuthSubmit(FORM, {
    send: (values: OtpPayload) => otpVerify(values).unwrap(),
    success: SUCCESS.otpVerified,
    next: (resetKey, navigate) => navigate('/auth/reset-password', { state: resetKey }),
    hiddenFields: ['email'],
  });

  return (
    <AuthCard
      eyebrow="Check your inbox"
      title="Verify account"
      lead={
        <>
          We sent a {OTP_LENGTH}-digit code to <Email>{email}</Email>. It expires in a few minutes.
        </>
      }
      footer={<StrongLink to="/auth/login">Back to login</StrongLink>}
    >
      <Formik initialValues={{ email, otp: '' }} validationSchema={otpSchema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting, values, errors, submitCount, setFieldValue }) => (
          <FormStack noValidate onSubmit={handleSubmit} aria-label="Verify code">
            <OtpInput
              label="Enter 4 digit code"
              length={OTP_LENGTH}
              value={values.otp}
              onChange={(otp) => void setFieldValue('otp', otp)}
              // Moving between boxes is not a mistake: errors wait for the first submit.
              error={submitCount > 0 ? errors.otp : undefined}
              autoFocus
            />
            <AuthSubmit pending={isSubmitting}>Verify code</AuthSubmit>
          </FormStack>
        )}
      </Formik>
      <ResendCode email={email} />
    </AuthCard>
  );
}
