import { FormikTextField } from '@/components/form';

/** The account's email, as the login, sign-up and verify-email forms ask for it. */
export function AccountEmailField() {
  return <FormikTextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />;
}
