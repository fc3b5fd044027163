import { Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { SHOPPING_ITEM_NAME_MAX } from '@contract/constants';
import { SHOPPING } from '@contract/messages';
import { shoppingItemSchema } from '@contract/schemas';
import { errorMessage, type ApiError } from '@/api/baseApi';
import { useAddShoppingItemMutation } from '@/api/shopping';
import { Button } from '@/components/Button';
import { FormikTextField } from '@/components/form';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import { browserOffline } from '../offlineChanges';
import { OFFLINE_TEXT } from '../offlineText';
import { addShoppingItemOffline } from '../shoppingActions';
import { hideInPrint } from './print';

/** The field's id: focus returns here when the last line of an aisle is removed. */
export const ADD_ITEM_FIELD_ID = 'shopping-add-item';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: 0.75rem;
  ${hideInPrint}
`;

/** Level with the text box, under its label. */
const Submit = styled(Button)`
  margin-top: 1.7rem;
`;

interface Values {
  name: string;
}

/** Something no meal asks for (washing-up liquid, milk for the week), typed onto the list. */
export function AddItemForm() {
  const dispatch = useAppDispatch();
  const [addItem] = useAddShoppingItemMutation();

  /** No network: the item is kept on this phone and shown at once (issue 39). */
  const keep = async (name: string, helpers: FormikHelpers<Values>) => {
    if (!(await dispatch(addShoppingItemOffline(name)).unwrap())) return false;
    helpers.resetForm();
    dispatch(showSuccess(OFFLINE_TEXT.added(name), 'shopping-add'));
    return true;
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const name = values.name.trim();
    if (browserOffline() && (await keep(name, helpers))) return;
    try {
      const item = await addItem({ name }).unwrap();
      helpers.resetForm();
      dispatch(showSuccess(SHOPPING.added(item.display), 'shopping-add'));
    } catch (error) {
      if ((error as Partial<ApiError>)?.status === 'FETCH_ERROR' && (await keep(name, helpers))) return;
      const onField = (error as Partial<ApiError>)?.errors?.name?.[0];
      if (onField) helpers.setErrors({ name: onField });
      else dispatch(showError(errorMessage(error), 'shopping-add'));
    }
  };

  return (
    <Formik<Values>
      initialValues={{ name: '' }}
      validationSchema={shoppingItemSchema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ handleSubmit, isSubmitting }) => (
        <Form noValidate onSubmit={handleSubmit} aria-label="Add an item to the list">
          <FormikTextField
            id={ADD_ITEM_FIELD_ID}
            name="name"
            label="Add an item"
            autoComplete="off"
            enterKeyHint="done"
            counter={{ maxLength: SHOPPING_ITEM_NAME_MAX, showFrom: 0.8 }}
          />
          <Submit type="submit" pending={isSubmitting}>
            Add
          </Submit>
        </Form>
      )}
    </Formik>
  );
}
