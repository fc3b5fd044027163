import { Formik } from 'formik';
import styled from 'styled-components';
import { profileSchema } from '@contract/schemas';
import { SUCCESS, VALIDATION } from '@contract/messages';
import { useAppDispatch } from '@/store/hooks';
import { useUpdateProfileMutation } from '@/api/account';
import type { User } from '@/api/models';
import { ActionRow } from '@/components/ActionRow';
import { Button } from '@/components/Button';
import { FormikTextField } from '@/components/form';
import { useServerFailure } from '@/store/useServerFailure';
import { showSuccess, toastShown } from '@/store/toastsSlice';
import { AvatarPicker } from './AvatarPicker';

const Form = styled.form`
  display: grid;
  gap: 1.5rem;
`;

const Fields = styled.div`
  display: grid;
  gap: 1.1rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Actions = styled(ActionRow)`
  > * {
    flex: 1 1 180px;
  }
`;

interface ProfileValues {
  name: string;
  email: string;
  avatar: File | null;
}

export interface ProfileFormProps {
  user: User;
  onChangePassword: () => void;
}

/** Name and picture (email read-only). Saving nothing new says so and sends nothing (SPEC.md §5). */
export function ProfileForm({ user, onChangePassword }: ProfileFormProps) {
  const [updateProfile] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();
  const reportFailure = useServerFailure('profile');
  const initialValues: ProfileValues = { name: user.name, email: user.email, avatar: null };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={profileSchema}
      enableReinitialize
      onSubmit={async (values, helpers) => {
        const name = values.name.trim();
        if (name === user.name && !values.avatar) {
          dispatch(toastShown('blank', VALIDATION.noChanges));
          return;
        }
        try {
          // The mutation invalidates the user, so the top bar and this page refetch it.
          const updated = await updateProfile({ name, email: user.email, avatar: values.avatar }).unwrap();
          dispatch(showSuccess(SUCCESS.userUpdated, 'profile'));
          helpers.resetForm({ values: { name: updated.name, email: updated.email, avatar: null } });
        } catch (error) {
          reportFailure(error, { values, setErrors: helpers.setErrors, hiddenFields: ['avatar'] });
        }
      }}
    >
      {({ handleSubmit, isSubmitting, values, setFieldValue }) => (
        <Form noValidate onSubmit={handleSubmit} aria-label="User Profile">
          <AvatarPicker
            name={user.name}
            email={user.email}
            currentImage={user.avatar}
            file={values.avatar}
            onChange={(file) => void setFieldValue('avatar', file, false)}
          />
          <Fields>
            <FormikTextField name="name" label="Full Name" autoComplete="name" />
            <FormikTextField
              name="email"
              label="Email"
              type="email"
              readOnly
              hint="Your sign-in email can't be changed."
            />
          </Fields>
          <Actions>
            <Button variant="secondary" onClick={onChangePassword}>
              Change Password
            </Button>
            <Button type="submit" pending={isSubmitting}>
              Save
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
