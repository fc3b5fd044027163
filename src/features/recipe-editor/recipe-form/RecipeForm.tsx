import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { ERRORS, SUCCESS } from '@contract/messages';
import type { ApiError } from '@/api/baseApi';
import { RECIPE_STORE_PATH, recipeSaved, recipeUpdatePath } from '@/api/myRecipes';
import { isUploadCancelled, UPLOAD_CANCELLED } from '@/api/uploadForm';
import { useAppDispatch } from '@/store/hooks';
import { Button } from '@/components/Button';
import { sessionExpired } from '@/store/authSlice';
import { showError, showSuccess, toastShown } from '@/store/toastsSlice';
import { RecipeFields } from './RecipeFields';
import { UploadStatus } from './UploadStatus';
import { useRecipeUpload } from './useRecipeUpload';
import {
  recipeFormSchema,
  toRecipeFormData,
  type ExistingMedia,
  type RecipeFormMode,
  type RecipeFormValues,
} from './recipeFormValues';

const Stack = styled(Form)`
  display: grid;
  gap: 1.5rem;
`;

const Footer = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: end;
`;

/** The form's id: the share page has other forms (the importer's) above it. */
const FORM_ID = 'recipe-form';

/** After a refused submit, focus moves to the first field of this form that needs attention. */
function FocusFirstError() {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isValid || isSubmitting) return;
    document.querySelector<HTMLElement>(`#${FORM_ID} [aria-invalid="true"]`)?.focus();
  }, [submitCount, isValid, isSubmitting]);
  return null;
}

function isApiError(error: unknown): error is ApiError {
  return Boolean(error && typeof error === 'object' && 'status' in error && 'message' in error);
}

/** The server's field errors, one message per field, on the fields of the form. */
function fieldErrors(errors: ApiError['errors']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([field, messages]) => [field.replace(/\[\d*\]$/, ''), messages[0]]),
  );
}

export interface RecipeFormProps {
  mode: RecipeFormMode;
  initialValues: RecipeFormValues;
  existing: ExistingMedia;
  /** The recipe being edited. */
  recipeId?: number;
}

/**
 * Share and edit: formik with the contract's schema; the multipart upload shows its bytes
 * sent and can be cancelled. A refused upload keeps everything typed and puts the server's
 * field errors on their fields.
 */
export function RecipeForm({ mode, initialValues, existing, recipeId }: RecipeFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const upload = useRecipeUpload();

  const onSubmit = async (values: RecipeFormValues, helpers: FormikHelpers<RecipeFormValues>) => {
    const path = mode === 'edit' && recipeId ? recipeUpdatePath(recipeId) : RECIPE_STORE_PATH;
    try {
      const envelope = await upload.start(path, toRecipeFormData(values));
      await dispatch(recipeSaved(envelope.data));
      dispatch(showSuccess(mode === 'share' ? SUCCESS.recipeAdded : SUCCESS.recipeUpdated, 'recipe-form'));
      navigate('/dashboard/my-recipes');
    } catch (error) {
      if (isUploadCancelled(error)) {
        dispatch(toastShown('blank', UPLOAD_CANCELLED));
        return;
      }
      const apiError: ApiError = isApiError(error) ? error : { status: 'CUSTOM_ERROR', message: ERRORS.generic };
      if (apiError.status === 401 || apiError.status === 403) dispatch(sessionExpired());
      const onFields = fieldErrors(apiError.errors);
      helpers.setErrors(onFields);
      // Shown once: a message already written under one of the form's fields is not toasted too.
      const underAField = Object.entries(onFields).some(
        ([field, text]) => field in values && text === apiError.message,
      );
      if (!underAField) dispatch(showError(apiError.message, 'recipe-form'));
    }
  };

  return (
    <Formik<RecipeFormValues>
      initialValues={initialValues}
      validationSchema={recipeFormSchema(mode, existing)}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Stack id={FORM_ID} noValidate aria-label={mode === 'share' ? 'Share your recipe' : 'Edit recipe'}>
          <FocusFirstError />
          <RecipeFields mode={mode} existing={existing} />
          <Footer>
            {upload.progress && <UploadStatus progress={upload.progress} onCancel={upload.cancel} />}
            <Button type="submit" pending={isSubmitting}>
              {mode === 'share' ? 'Share recipe' : 'Update recipe'}
            </Button>
          </Footer>
        </Stack>
      )}
    </Formik>
  );
}
