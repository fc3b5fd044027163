import type { FormikHelpers } from 'formik';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useAppDispatch } from '@/store/hooks';
import { showSuccess } from '@/store/toastsSlice';
import { useServerFailure } from '@/store/useServerFailure';

interface AuthStep<Values, Answer> {
  /** The account request. */
  send: (values: Values) => Promise<Answer>;
  /** Empty the form before leaving it (the forms that held a password). */
  reset?: boolean;
  /** The success toast. */
  success: string;
  /** Where the person goes with the answer. */
  next: (answer: Answer, navigate: NavigateFunction, values: Values) => void;
  /** See useServerFailure. */
  toastField?: keyof Values & string;
  hiddenFields?: (keyof Values & string)[];
}

/**
 * The submit of an auth page's form, whose toasts are scoped by `form`: send the request, toast
 * its success (which clears the form's earlier error toasts) and go on; a failure lands on the
 * fields and in a toast.
 */
export function useAuthSubmit<Values extends object, Answer>(
  form: string,
  { send, reset, success, next, toastField, hiddenFields }: AuthStep<Values, Answer>,
) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reportFailure = useServerFailure(form);
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const answer = await send(values);
      if (reset) helpers.resetForm();
      dispatch(showSuccess(success, form));
      next(answer, navigate, values);
    } catch (error) {
      reportFailure(error, { values, setErrors: helpers.setErrors, toastField, hiddenFields });
    }
  };
}
