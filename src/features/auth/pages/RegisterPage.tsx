import { Formik } from 'formik';
import { useLocation } from 'react-router';
import { registerSchema, type RegisterValues } from '@contract/schemas';
import { SUCCESS } from '@contract/messages';
import { useRegisterMutation } from '@/api/account';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AccountEmailField } from '../components/AccountEmailField';
import { AuthCard, AuthSubmit, FormStack } from '../components/AuthCard';
import { Prompt, StrongLink } from '../components/AuthLinks';
import { FormikTextField, NewPasswordFields } from '@/components/form';
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
            <NewPasswordFields label="Password" confirmLabel="Confirm Password" />
            <AuthSubmit pending={isSubmitting}>Create account</AuthSubmit>
          </FormStack>
        )}
      </Formik>
    </AuthCard>
  );
}
