import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import {
  ALLERGEN_NAMES,
  ALLERGENS,
  DEFAULT_PORTIONS,
  DIET_NAMES,
  DIETS,
  MEMBER_AGE_GROUP_LABELS,
  MEMBER_AGE_GROUPS,
  MEMBER_NAME_MAX_LENGTH,
  PORTION_MAX,
  PORTION_MIN,
} from '@contract/constants';
import { HOUSEHOLD } from '@contract/messages';
import { householdMemberPatchSchema, householdMemberSchema } from '@contract/schemas';
import type { HouseholdMember } from '@/api/models';
import { errorMessage, type ApiError } from '@/api/baseApi';
import { useAddHouseholdMemberMutation, useUpdateHouseholdMemberMutation } from '@/api/household';
import { Dialog } from '@/components/Dialog';
import { DialogActions } from '@/components/DialogActions';
import { FormikSelectField, FormikTextField } from '@/components/form';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import {
  emptyMember,
  memberChanges,
  newMemberPayload,
  serverFieldErrors,
  valuesOf,
  type MemberValues,
} from '../memberForm';
import { portionAmount } from '@/entities/household';
import { CodeChecklist } from './CodeChecklist';
import { DislikesField } from './DislikesField';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const AGE_GROUP_OPTIONS = MEMBER_AGE_GROUPS.map((group) => ({ value: group, label: MEMBER_AGE_GROUP_LABELS[group] }));

/**
 * An edit keeps the whole member in the form, so its name may not be emptied either: the patch
 * schema's rules, with the name required as when adding.
 */
const editSchema = householdMemberPatchSchema.shape({ name: householdMemberSchema.fields.name });

/** The portion in adult servings; empty follows the age group, whose default the hint names. */
function PortionField() {
  const { values } = useFormikContext<MemberValues>();
  const fallback = values.age_group === '' ? undefined : DEFAULT_PORTIONS[values.age_group];
  return (
    <FormikTextField
      name="portion"
      label="Portion"
      type="number"
      inputMode="decimal"
      step={0.05}
      min={PORTION_MIN}
      max={PORTION_MAX}
      placeholder={fallback === undefined ? undefined : portionAmount(fallback)}
      hint={
        fallback === undefined
          ? 'Adult servings. Leave empty for the age group’s default.'
          : `Default for the age group: ${portionAmount(fallback)}. Leave empty to use it.`
      }
    />
  );
}

export interface MemberFormDialogProps {
  /** The member to edit; none adds one. */
  member?: HouseholdMember;
  onClose: () => void;
}

/**
 * Adds a family member or edits one. The server's field messages (422) land on their fields; a
 * full household (409) or a member gone meanwhile (404) closes the dialog with the server's message.
 */
export function MemberFormDialog({ member, onClose }: MemberFormDialogProps) {
  const dispatch = useAppDispatch();
  const [addMember] = useAddHouseholdMemberMutation();
  const [updateMember] = useUpdateHouseholdMemberMutation();
  const initial = member ? valuesOf(member) : emptyMember;

  const save = async (values: MemberValues) => {
    if (!member) {
      const added = await addMember(newMemberPayload(values)).unwrap();
      dispatch(showSuccess(HOUSEHOLD.added(added.name), 'household-member'));
      return;
    }
    const changes = memberChanges(initial, values);
    if (Object.keys(changes).length > 0) await updateMember({ id: member.id, ...changes }).unwrap();
    dispatch(showSuccess(HOUSEHOLD.saved, 'household-member'));
  };

  const submit = async (values: MemberValues, helpers: FormikHelpers<MemberValues>) => {
    try {
      await save(values);
      onClose();
    } catch (error) {
      const onFields = serverFieldErrors(error);
      if ((error as Partial<ApiError>)?.status === 422 && Object.keys(onFields).length > 0) {
        helpers.setErrors(onFields);
        return;
      }
      dispatch(showError(errorMessage(error), 'household-member'));
      const status = (error as Partial<ApiError>)?.status;
      if (status === 409 || status === 404) onClose();
    }
  };

  const title = member ? `Edit ${member.name}` : 'Add a family member';
  return (
    <Dialog open title={title} onClose={onClose}>
      <Formik<MemberValues>
        initialValues={initial}
        validationSchema={member ? editSchema : householdMemberSchema}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ handleSubmit, isSubmitting }) => (
          <Form noValidate onSubmit={handleSubmit} aria-label={title}>
            <FormikTextField
              name="name"
              label="Name"
              autoComplete="off"
              counter={{ maxLength: MEMBER_NAME_MAX_LENGTH, showFrom: 0.8 }}
            />
            <FormikSelectField
              name="age_group"
              label="Age group"
              options={AGE_GROUP_OPTIONS}
              placeholder={member ? undefined : 'Choose an age group'}
            />
            <PortionField />
            <CodeChecklist name="allergens" legend="Allergies" codes={ALLERGENS} names={ALLERGEN_NAMES} />
            <CodeChecklist name="diets" legend="Diets" codes={DIETS} names={DIET_NAMES} />
            <DislikesField />
            <DialogActions onCancel={onClose} confirmLabel="Save" pending={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
