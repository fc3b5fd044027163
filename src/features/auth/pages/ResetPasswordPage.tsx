import { Formik } from 'formik';
import { useLocation } from 'react-router';
import { resetPasswordSchema } from '@contract/schemas';
import { SUCCESS } from '@contract/messages';
import type { ResetPasswordPayload } from '@contract/types';
import { useResetPasswordMutation, type ResetKey } from '@/api/account';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AuthCard, AuthSubmit, FormStack } from '../components/AuthCard';
import { StrongLink } from '../components/AuthLinks';
import { NewPasswordFields } from '@/components/form';
import { StepRedirect } from '../components/StepRedirect';
import { useAuthSubmit } from '../hooks/useAuthSubmit';
import { readResetStep, RESET_STEP_MESSAGES } from '../resetSteps';

/** The toast scope of this form: its success clears its error toasts. */
const FORM = 'reset-password';

export default function ResetPasswordPage() {
  useDocumentTitle('Create new password');
  const location = useLocation();
  const { email, key } = readResetStep(location.state);
  if (!email) return <StepRedirect to="/auth/verify-email" message={RESET_STEP_MESSAGES.emailFirst} />;
  if (!key) return <StepRedirect to="/auth/verify-otp" state={{ email }} message={RESET_STEP_MESSAGES.codeFirst} />;
  return <ResetPasswordForm email={email} resetKey={key} />;
}

function ResetPasswordForm({ email, resetKey }: { email: string; resetKey: ResetKey['key'] }) {
  const [resetPassword] = useResetPasswordMutation();
  const submit = useAuthSubmit(FORM, {
    send: (values: ResetPasswordPayload) => resetPassword(values).unwrap(),
    reset: true,
    success: SUCCESS.passwordReset,
    next: (_, navigate) => navigate('/auth/login', { replace: true, state: { email } }),
    hiddenFields: ['email', 'key'],
  });

  return (
    <AuthCard
      eyebrow="Almost there"
      title="Create new password"
      lead="Choose a new password for your account. You'll use it the next time you log in."
      footer={<StrongLink to="/auth/login">Back to login</StrongLink>}
    >
      <Formik
        initialValues={{ email, key: resetKey, password: '', password_confirmation: '' }}
        validationSchema={resetPasswordSchema}
        onSubmit={submit}
      >
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit} aria-label="Create new password">
            <NewPasswordFields label="New Password" confirmLabel="Confirm New Password" />
            <AuthSubmit pending={isSubmitting}>Reset password</AuthSubmit>
          </FormStack>
        )}
      </Formik>
    </AuthCard>
  );
}
