import { Formik } from 'formik';
import { useLocation } from 'react-router';
import { loginSchema, type LoginValues } from '@contract/schemas';
import { SUCCESS } from '@contract/messages';
import { useLoginMutation } from '@/api/account';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AccountEmailField } from '../components/AccountEmailField';
import { AuthCard, AuthSubmit, FormStack } from '../components/AuthCard';
import { InlineRow, Prompt, StrongLink } from '../components/AuthLinks';
import { FormikPasswordField } from '@/components/form';
import { useAuthSubmit } from '../hooks/useAuthSubmit';
import { afterLoginPath, returnPathState } from '../redirectTarget';

/** The toast scope of this form: its success clears its error toasts. */
const FORM = 'login';

/** Arriving from registration, the email just used is filled in. */
function initialLogin(state: unknown): LoginValues {
  const email = (state as { email?: unknown } | null)?.email;
  return { email: typeof email === 'string' ? email : '', password: '' };
}

export default function LoginPage() {
  useDocumentTitle('Log in');
  const [login] = useLoginMutation();
  const location = useLocation();
  const submit = useAuthSubmit(FORM, {
    // The auth listener stores the token this answer carries.
    send: (values: LoginValues) => login({ email: values.email.trim(), password: values.password }).unwrap(),
    reset: true,
    success: SUCCESS.login,
    next: (_, navigate) => navigate(afterLoginPath(location.state), { replace: true }),
  });

  return (
    <AuthCard
      eyebrow="Welcome back"
      title="Log in to Forkcast"
      lead="Pick up your saved recipes and this week's meal plan where you left them."
      footer={
        <Prompt>
          New to Forkcast?{' '}
          <StrongLink to="/auth/register" state={returnPathState(location.state)}>
            Create an account
          </StrongLink>
        </Prompt>
      }
    >
      <Formik initialValues={initialLogin(location.state)} validationSchema={loginSchema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit} aria-label="Log in">
            <AccountEmailField />
            <FormikPasswordField name="password" label="Password" autoComplete="current-password" />
            <InlineRow>
              <StrongLink to="/auth/verify-email">Forgot password?</StrongLink>
            </InlineRow>
            <AuthSubmit pending={isSubmitting}>Log in</AuthSubmit>
          </FormStack>
        )}
      </Formik>
    </AuthCard>
  );
}
