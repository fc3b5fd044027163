import { Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { HOUSEHOLD } from '@contract/messages';
import { householdJoinSchema } from '@contract/schemas';
import { errorMessage, type ApiError } from '@/api/baseApi';
import { useJoinHouseholdMutation } from '@/api/household';
import { Button } from '@/components/Button';
import { FormikTextField } from '@/components/form';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import { PanelText, PanelTitle, SharePanel } from './shareParts';

const Form = styled.form`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  > :first-child {
    justify-self: stretch;
  }
`;

interface Values {
  code: string;
}

/**
 * "Join a family": the code another parent made. The server's word on the code (wrong, expired)
 * shows under the field; anything else (already in that family, too many tries) as a toast; a
 * join says the server's message and the page shows the family joined (api/household.ts).
 */
export function JoinFamilyForm() {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [join] = useJoinHouseholdMutation();

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const { message, household } = await join({ code: values.code }).unwrap();
      helpers.resetForm();
      dispatch(showSuccess(message || HOUSEHOLD.joined(household.name), 'household-join'));
    } catch (error) {
      const onField = (error as Partial<ApiError>)?.errors?.code?.[0];
      if (onField) helpers.setErrors({ code: onField });
      else dispatch(showError(errorMessage(error), 'household-join'));
    }
  };

  return (
    <SharePanel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Join a family</PanelTitle>
      <PanelText>
        Joining shares one meal plan and one shopping list with that family. If nobody else signs in to your family now,
        the people you listed, your planned meals and the items you typed come with you.
      </PanelText>
      <Formik<Values>
        initialValues={{ code: '' }}
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
            <Button type="submit" pending={isSubmitting}>
              Join family
            </Button>
          </Form>
        )}
      </Formik>
    </SharePanel>
  );
}
