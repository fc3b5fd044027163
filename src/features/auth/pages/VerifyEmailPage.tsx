import { Formik } from 'formik';
import { useNavigate } from 'react-router';
import { forgotPasswordSchema } from '@contract/schemas';
import { SUCCESS } from '@contract/messages';
import { useAppDispatch } from '@/store/hooks';
import { useEmailVerifyMutation } from '@/api/account';
import { Button } from '@/components/Button';
import { showSuccess } from '@/store/toastsSlice';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AuthCard, FormActions, FormStack } from '../components/AuthCard';
import { StrongLink } from '../components/AuthLinks';
import { FormikTextField } from '@/components/form';
import { useServerFailure } from '@/store/useServerFailure';

/** The toast scope of this form: its success clears its error toasts. */
const FORM = 'verify-email';

export default function VerifyEmailPage() {
  useDocumentTitle('Forgot password');
  const [emailVerify] = useEmailVerifyMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reportFailure = useServerFailure(FORM);

  return (
    <AuthCard
      eyebrow="Forgot password"
      title="Verify account"
      lead="Enter the email you signed up with and we'll send you a 4-digit code to reset your password."
      footer={<StrongLink to="/auth/login">Back to login</StrongLink>}
    >
      <Formik
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema}
        onSubmit={async (values, helpers) => {
          try {
            const email = await emailVerify({ email: values.email.trim() }).unwrap();
            dispatch(showSuccess(SUCCESS.otpSent, FORM));
            navigate('/auth/verify-otp', { state: { email } });
          } catch (error) {
            // SPEC.md §8: this failure shows the first message of the email field.
            reportFailure(error, { values, setErrors: helpers.setErrors, toastField: 'email' });
          }
        }}
      >
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit} aria-label="Verify account">
            <FormikTextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
            />
            <FormActions>
              <Button type="submit" block pending={isSubmitting}>
                Send code
              </Button>
            </FormActions>
          </FormStack>
        )}
      </Formik>
    </AuthCard>
  );
}
