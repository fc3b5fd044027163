import { useCallback } from 'react';
import type { FormikErrors } from 'formik';
import { useAppDispatch } from '@/store/hooks';
import { errorMessage, type ApiError } from '@/api/baseApi';
import { showError } from '@/store/toastsSlice';

interface FailureOptions<Values> {
  values: Values;
  setErrors: (errors: FormikErrors<Values>) => void;
  /** Toast this field's first message instead of the general one (SPEC.md §8: email verification). */
  toastField?: keyof Values & string;
  /** Values the form carries without a field to show an error under (a reset key): toasted. */
  hiddenFields?: (keyof Values & string)[];
}

function fieldMessages(error: unknown): Record<string, string[]> {
  const errors = (error as Partial<ApiError> | undefined)?.errors;
  return errors && typeof errors === 'object' ? errors : {};
}

/**
 * Shows a failed account request to the person: each field error the server sent lands
 * on its field, and the server's message appears as an error toast (SPEC.md says these
 * failures are "only logged"; a silent failure would leave people guessing) unless it is
 * already written under a field: a message is shown once.
 *
 * `scope` names the form: its error toasts go when it succeeds (`showSuccess(message, scope)`).
 */
export function useServerFailure(scope?: string) {
  const dispatch = useAppDispatch();
  return useCallback(
    <Values extends object>(
      error: unknown,
      { values, setErrors, toastField, hiddenFields = [] }: FailureOptions<Values>,
    ) => {
      const byField = fieldMessages(error);
      const onForm: Record<string, string> = {};
      for (const [field, messages] of Object.entries(byField)) {
        const hidden = (hiddenFields as string[]).includes(field);
        if (field in values && !hidden && messages[0]) onForm[field] = messages[0];
      }
      setErrors(onForm as FormikErrors<Values>);
      const toast = (toastField && byField[toastField]?.[0]) || errorMessage(error);
      if (!Object.values(onForm).includes(toast)) dispatch(showError(toast, scope));
    },
    [dispatch, scope],
  );
}
