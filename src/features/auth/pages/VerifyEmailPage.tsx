import { Formik } from 'formik';
import { forgotPasswordSchema } from '@contract/schemas';
import { SUCCESS } from '@contract/messages';
import { useEmailVerifyMutation } from '@/api/account';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AccountEmailField } from '../components/AccountEmailField';
import { AuthCard, AuthSubmit, FormStack } from '../components/AuthCard';
import { StrongLink } from '../components/AuthLinks';
import { useAuthSubmit } from '../hooks/useAuthSubmit';

/** The toast scope of this form: its success clears its error toasts. */
const FORM = 'verify-email';

export default function VerifyEmailPage() {
  useDocumentTitle('Forgot password');
  const [emailVerify] = useEmailVerifyMutation();
  const submit = useAuthSubmit(FORM, {
    send: (values: { email: string }) => emailVerify({ email: values.email.trim() }).unwrap(),
    success: SUCCESS.otpSent,
    next: (email, navigate) => navigate('/auth/verify-otp', { state: { email } }),
    // SPEC.md §8: this failure shows the first message of the email field.
    toastField: 'email',
  });

  return (
    <AuthCard
      eyebrow="Forgot password"
      title="Verify account"
      lead="Enter the email you signed up with and we'll send you a 4-digit code to reset your password."
      footer={<StrongLink to="/auth/login">Back to login</StrongLink>}
    >
      <Formik initialValues={{ email: '' }} validationSchema={forgotPasswordSchema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit} aria-label="Verify account">
            <AccountEmailField />
            <AuthSubmit pending={isSubmitting}>Send code</AuthSubmit>
          </FormStack>
        )}
      </Formik>
    </AuthCard>
  );
}
