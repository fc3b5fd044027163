import type { FormikErrors } from 'formik';
import { ALLERGENS, DEFAULT_PORTIONS, DIETS, type Allergen, type Diet, type MemberAgeGroup } from '@contract/constants';
import type { HouseholdMemberPayload } from '@contract/types';
import type { HouseholdMember } from '@/api/models';
import type { ApiError } from '@/api/baseApi';

/** The member form's values: the portion as the number field holds it ('' = the age group's default). */
export interface MemberValues {
  name: string;
  age_group: MemberAgeGroup | '';
  portion: number | '';
  allergens: Allergen[];
  diets: Diet[];
  dislikes: string[];
}

export const emptyMember: MemberValues = {
  name: '',
  age_group: '',
  portion: '',
  allergens: [],
  diets: [],
  dislikes: [],
};

/**
 * A member as the edit form starts: a portion equal to the age group's default shows as empty
 * (the default), so that changing the age group later moves the portion with it.
 */
export function valuesOf(member: HouseholdMember): MemberValues {
  return {
    name: member.name,
    age_group: member.ageGroup,
    portion: member.portion === DEFAULT_PORTIONS[member.ageGroup] ? '' : member.portion,
    allergens: [...member.allergens],
    diets: [...member.diets],
    dislikes: [...member.dislikes],
  };
}

/** Codes in their list's order (the order the checkboxes show), each once. */
const inOrder = <Code extends string>(all: readonly Code[], chosen: readonly Code[]): Code[] =>
  all.filter((code) => chosen.includes(code));

const portionOf = (values: MemberValues): number | null => (values.portion === '' ? null : Number(values.portion));

/** The POST body of a new member: an empty portion is left to the server (the age group's default). */
export function newMemberPayload(values: MemberValues): HouseholdMemberPayload {
  const portion = portionOf(values);
  return {
    name: values.name.trim(),
    age_group: values.age_group as MemberAgeGroup,
    ...(portion === null ? {} : { portion }),
    allergens: inOrder(ALLERGENS, values.allergens),
    diets: inOrder(DIETS, values.diets),
    dislikes: [...values.dislikes],
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * The PATCH body of an edit: only what changed. An emptied portion is sent as null (back to the
 * default); so is an empty one when the age group changes, so that the new group's default applies.
 */
export function memberChanges(initial: MemberValues, values: MemberValues): Partial<HouseholdMemberPayload> {
  const changes: Partial<HouseholdMemberPayload> = {};
  const name = values.name.trim();
  if (name !== initial.name) changes.name = name;
  const ageGroupChanged = values.age_group !== initial.age_group && values.age_group !== '';
  if (ageGroupChanged) changes.age_group = values.age_group as MemberAgeGroup;
  const portion = portionOf(values);
  if (portion !== portionOf(initial) || (ageGroupChanged && portion === null)) changes.portion = portion;
  if (!sameSet(values.allergens, initial.allergens)) changes.allergens = inOrder(ALLERGENS, values.allergens);
  if (!sameSet(values.diets, initial.diets)) changes.diets = inOrder(DIETS, values.diets);
  if (!sameSet(values.dislikes, initial.dislikes)) changes.dislikes = [...values.dislikes];
  return changes;
}

/**
 * The server's field messages (422 `errors`) for the form's fields: the first message of each,
 * a list item's ('dislikes.2') counting for its list.
 */
export function serverFieldErrors(error: unknown): FormikErrors<MemberValues> {
  const errors = (error as Partial<ApiError> | undefined)?.errors;
  const onForm: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return onForm;
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.split('.')[0];
    const message = Array.isArray(messages) ? messages.find((text) => typeof text === 'string') : undefined;
    if (field in emptyMember && message && !onForm[field]) onForm[field] = message;
  }
  return onForm as FormikErrors<MemberValues>;
}
