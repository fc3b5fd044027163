import { Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { HOUSEHOLD } from '@contract/messages';
import { householdJoinSchema } from '@contract/schemas';
import type { Household } from '@/api/models';
import { errorMessage, type ApiError } from '@/api/baseApi';
import { useJoinHouseholdMutation } from '@/api/household';
import { Button } from '@/components/Button';
import { FormikTextField } from '@/components/form';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import { MealsChoice, type MealsChoiceValue } from './MealsChoice';

const Form = styled.form`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  > :not(button) {
    justify-self: stretch;
  }
`;

interface Values {
  code: string;
  meals: MealsChoiceValue;
}

export interface JoinFormProps {
  /** The code an invite link carried, filled in (and still editable). */
  initialCode?: string;
  /** After the join, once the server's message is said. */
  onJoined?: (household: Household) => void;
}

/**
 * The code another parent made, and what to do with the joiner's own week and list (left behind
 * unless chosen). The server's word on the code (wrong, expired) shows under the field; anything
 * else (already in that family, too many tries) as a toast; a join says the server's message.
 */
export function JoinForm({ initialCode = '', onJoined }: JoinFormProps) {
  const dispatch = useAppDispatch();
  const [join] = useJoinHouseholdMutation();

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const { message, household } = await join({ code: values.code, bringMeals: values.meals === 'bring' }).unwrap();
      helpers.resetForm({ values: { code: '', meals: 'leave' } });
      dispatch(showSuccess(message || HOUSEHOLD.joined(household.name), 'household-join'));
      onJoined?.(household);
    } catch (error) {
      const onField = (error as Partial<ApiError>)?.errors?.code?.[0];
      if (onField) helpers.setErrors({ code: onField });
      else dispatch(showError(errorMessage(error), 'household-join'));
    }
  };

  return (
    <Formik<Values>
      initialValues={{ code: initialCode, meals: 'leave' }}
      validationSchema={householdJoinSchema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ handleSubmit, isSubmitting }) => (
        <Form noValidate onSubmit={handleSubmit}>
          <FormikTextField
            name="code"
            label="Family code"
            hint="The code you were given, like K7QX-M2PA."
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          <MealsChoice name="meals" />
          <Button type="submit" pending={isSubmitting}>
            Join family
          </Button>
        </Form>
      )}
    </Formik>
  );
}
