import { Formik } from 'formik';
import { useLocation } from 'react-router';
import { registerSchema, type RegisterValues } from '@contract/schemas';
import { SUCCESS } from '@contract/messages';
import { PASSWORD_MIN_LENGTH } from '@contract/constants';
import { useRegisterMutation } from '@/api/account';
import { Button } from '@/components/Button';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AccountEmailField } from '../components/AccountEmailField';
import { AuthCard, FormActions, FormStack } from '../components/AuthCard';
import { Prompt, StrongLink } from '../components/AuthLinks';
import { FormikPasswordField, FormikTextField } from '@/components/form';
import { useAuthSubmit } from '../hooks/useAuthSubmit';
import { returnPathState } from '../redirectTarget';

/** The toast scope of this form: its success clears its error toasts. */
const FORM = 'register';

const emptyRegistration: RegisterValues = { name: '', email: '', password: '', password_confirmation: '' };

export default function RegisterPage() {
  useDocumentTitle('Create an account');
  const [register] = useRegisterMutation();
  const location = useLocation();
  const submit = useAuthSubmit(FORM, {
    send: (values: RegisterValues) =>
      register({ ...values, name: values.name.trim(), email: values.email.trim() }).unwrap(),
    reset: true,
    success: SUCCESS.registration,
    next: (_, navigate, values) =>
      navigate('/auth/login', {
        replace: true,
        state: { email: values.email.trim(), ...returnPathState(location.state) },
      }),
  });

  return (
    <AuthCard
      eyebrow="New account"
      title="Join the Forkcast table"
      lead="Save family favourites, share your own recipes and plan the week's dinners in one place."
      footer={
        <Prompt>
          Already have an account?{' '}
          <StrongLink to="/auth/login" state={returnPathState(location.state)}>
            Log in
          </StrongLink>
        </Prompt>
      }
    >
      <Formik initialValues={emptyRegistration} validationSchema={registerSchema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit} aria-label="New account">
            <FormikTextField name="name" label="Full Name" autoComplete="name" placeholder="Alex Morgan" />
            <AccountEmailField />
            <FormikPasswordField
              name="password"
              label="Password"
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            />
            <FormikPasswordField name="password_confirmation" label="Confirm Password" autoComplete="new-password" />
            <FormActions>
              <Button type="submit" block pending={isSubmitting}>
                Create account
              </Button>
            </FormActions>
          </FormStack>
        )}
      </Formik>
    </AuthCard>
  );
}
