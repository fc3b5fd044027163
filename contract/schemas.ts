/**
 * yup schemas shared by the formik forms and the API service: one rule, one message,
 * both sides. Messages come from SPEC.md §5 (see messages.ts).
 */
import * as yup from 'yup';
import {
  ALLERGENS,
  DIETS,
  INGREDIENT_MAX_LENGTH,
  INSTRUCTION_MAX_LENGTH,
  MAX_TAGS,
  MEAL_NAME_MAX_LENGTH,
  HOUSEHOLD_INVITE_ALPHABET,
  HOUSEHOLD_INVITE_LENGTH,
  HOUSEHOLD_INVITE_USES_MAX,
  HOUSEHOLD_MEMBERS_MAX,
  MEMBER_AGE_GROUPS,
  MEMBER_DISLIKES_MAX,
  MEMBER_NAME_MAX_LENGTH,
  NUTRITION_MAX_LENGTH,
  NUTRITION_MAX_WORDS,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PORTION_MAX,
  PORTION_MIN,
  RATING_MAX,
  RATING_MIN,
  RECIPE_NAME_MAX_LENGTH,
  RECIPE_NAME_MAX_WORDS,
  RESOURCE_LINK_MAX_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
  SHOPPING_ITEM_NAME_MAX,
  TAG_MAX_LENGTH,
  WEEKDAYS,
  WEEK_PLANNING,
  countWords,
  normaliseAgeGroup,
} from './constants';
import { VALIDATION as V, WEEK_MESSAGES as W } from './messages';
import { isTimeZone, parseIsoDate } from './weeks';

interface MessageParams {
  /** yup passes the label here when the field has one. */
  path?: string;
  /** The field's key, e.g. `tags[2]`. */
  originalPath?: string;
  type?: string;
}

/** A key as a person reads it: no underscores, no list positions. */
const unkeyed = (key: string) =>
  key
    .replace(/\[\d+\]/g, '')
    .replace(/[_.]/g, ' ')
    .trim();

/** A field's name as a person reads it: its label, or its key made readable. */
function spoken({ path }: MessageParams): string {
  return unkeyed(path ?? '') || 'This value';
}

const subject = (params: MessageParams) => {
  const name = spoken(params);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

const characters = (count: number) => `${count.toLocaleString('en-US')} character${count === 1 ? '' : 's'}`;

/**
 * Every rule without its own message still speaks to people: yup's defaults quote the field's key
 * ("recipe_name must be at most 200 characters") and the schema's internals. Fields carry a
 * `label` ("Recipe name") for these sentences. Set before any schema is built.
 */
yup.setLocale({
  mixed: {
    default: (params: MessageParams) => `${subject(params)} is not valid.`,
    required: (params: MessageParams) => `${subject(params)} is required.`,
    defined: (params: MessageParams) => `${subject(params)} is required.`,
    notNull: (params: MessageParams) => `${subject(params)} is required.`,
    oneOf: (params: MessageParams) => `${subject(params)} must be one of the choices offered.`,
    notOneOf: (params: MessageParams) => `${subject(params)} cannot be that value.`,
    // A value of the wrong type (a number where text belongs): the server's tests pin this wording.
    notType: ({ originalPath, path, type }: MessageParams) =>
      `The ${unkeyed(originalPath ?? path ?? '') || 'value'} must be ${type === 'number' ? 'a number' : type === 'array' ? 'a list' : type === 'object' ? 'an object' : 'text'}.`,
  },
  string: {
    length: (params: MessageParams & { length: number }) =>
      `${subject(params)} must be exactly ${characters(params.length)}.`,
    min: (params: MessageParams & { min: number }) => `${subject(params)} must be at least ${characters(params.min)}.`,
    max: (params: MessageParams & { max: number }) => `${subject(params)} may be at most ${characters(params.max)}.`,
    matches: (params: MessageParams) => `${subject(params)} is not in the expected form.`,
    email: () => 'Enter a valid email address',
    url: (params: MessageParams) => `${subject(params)} must be a web address starting with https://.`,
    trim: (params: MessageParams) => `${subject(params)} cannot start or end with spaces.`,
    lowercase: (params: MessageParams) => `${subject(params)} must be in lowercase.`,
    uppercase: (params: MessageParams) => `${subject(params)} must be in capitals.`,
  },
  number: {
    min: (params: MessageParams & { min: number }) => `${subject(params)} must be at least ${params.min}.`,
    max: (params: MessageParams & { max: number }) => `${subject(params)} may be at most ${params.max}.`,
    lessThan: (params: MessageParams & { less: number }) => `${subject(params)} must be less than ${params.less}.`,
    moreThan: (params: MessageParams & { more: number }) => `${subject(params)} must be more than ${params.more}.`,
    positive: (params: MessageParams) => `${subject(params)} must be more than 0.`,
    negative: (params: MessageParams) => `${subject(params)} must be less than 0.`,
    integer: (params: MessageParams) => `${subject(params)} must be a whole number.`,
  },
  array: {
    min: (params: MessageParams & { min: number }) => `${subject(params)} needs at least ${params.min}.`,
    max: (params: MessageParams & { max: number }) => `${subject(params)} may have at most ${params.max}.`,
    length: (params: MessageParams & { length: number }) => `${subject(params)} needs exactly ${params.length}.`,
  },
  object: {
    noUnknown: () => 'The form sent a field it does not have.',
  },
});

/** A list with at least one row of text (rows of another type are the type check's to refuse). */
const hasText = (list: unknown[] | undefined) => !!list?.some((item) => typeof item === 'string' && item.trim() !== '');

/** A test that text has at most `max` words (an empty value is left to `required`). */
const wordsAtMost = (max: number) => (value: string | undefined) => !value || countWords(value) <= max;

/** The largest value of PostgreSQL's integer columns (int4): every id and count the API stores. */
export const SQL_INTEGER_MAX = 2_147_483_647;

/** An id chosen from a list (a category, a library): a whole number the database can hold. */
export const idNumber = (required: string) =>
  yup.number().typeError(required).required(required).integer(required).min(1, required).max(SQL_INTEGER_MAX, required);

/**
 * An absolute http(s) address with a host. yup's url() accepts '//evil.example/x', which a
 * browser resolves against the page's own scheme; a resource link must say where it goes.
 */
const isAbsoluteHttpUrl = (value: string | undefined) => {
  if (!value) return true;
  if (!/^https?:\/\/[^/\\]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const email = (required: string) =>
  yup.string().label('Email').trim().required(required).email(V.emailInvalid).max(254, V.emailInvalid);

const newPassword = (required: string) =>
  yup.string().label('Password').required(required).min(PASSWORD_MIN_LENGTH, V.passwordTooShort).max(200);

/** The second typing of the new `password` beside it. */
const passwordConfirmation = (required: string) =>
  yup
    .string()
    .label('Password confirmation')
    .required(required)
    .oneOf([yup.ref('password')], V.passwordsDoNotMatch);

const personName = () => yup.string().label('Name').trim().required(V.nameRequired).max(PERSON_NAME_MAX_LENGTH);

export const loginSchema = yup.object({
  email: email(V.emailRequired),
  password: yup.string().label('Password').required(V.passwordRequired).max(200),
});

export const registerSchema = yup.object({
  name: personName(),
  email: email(V.emailRequired),
  password: newPassword(V.passwordRequired),
  password_confirmation: passwordConfirmation(V.confirmRequired),
});

export const forgotPasswordSchema = yup.object({
  email: email(V.emailRequiredForgot),
});

export const otpSchema = yup.object({
  email: email(V.emailRequired),
  otp: yup
    .string()
    .label('OTP')
    .typeError(V.otpLength)
    .required(V.otpRequired)
    .min(OTP_LENGTH, V.otpLength)
    .max(OTP_LENGTH, V.otpLength)
    .matches(/^\d+$/, V.otpLength),
});

export const otpResendSchema = yup.object({
  email: email(V.emailRequired),
});

export const resetPasswordSchema = yup.object({
  email: email(V.emailRequired),
  key: yup.string().label('The reset link').required().max(200),
  password: newPassword(V.passwordRequired),
  password_confirmation: passwordConfirmation(V.confirmRequired),
});

export const changePasswordSchema = yup.object({
  current_password: yup.string().label('Current password').required(V.currentPasswordRequired).max(200),
  password: newPassword(V.newPasswordRequired),
  password_confirmation: passwordConfirmation(V.confirmPasswordRequired),
});

export const profileSchema = yup.object({
  name: personName(),
  email: email(V.emailRequired),
});

export const reviewSchema = yup.object({
  rating: yup
    .number()
    .label('Rating')
    .typeError(V.ratingRequired)
    .required(V.ratingRequired)
    .integer(V.ratingRequired)
    .min(RATING_MIN, V.ratingRequired)
    .max(RATING_MAX, V.ratingRequired),
  comment: yup.string().label('Review').trim().required(V.reviewRequired).max(REVIEW_COMMENT_MAX_LENGTH),
});

/** Who eats a planned meal (issue 19): household member ids, at least one, each once. */
const memberIds = () =>
  yup
    .array(idNumber(V.attendeesInvalid))
    .label('People eating')
    .typeError(V.attendeesInvalid)
    .min(1, V.attendeesRequired)
    .max(HOUSEHOLD_MEMBERS_MAX, V.attendeesInvalid)
    .test('unique', V.attendeesInvalid, (list) => !list || new Set(list).size === list.length);

/** A date inside a planner week ('2026-11-28', issue 38). */
export const weekDate = () =>
  yup
    .string()
    .label('Week')
    .typeError(W.weekInvalid)
    .test('iso-date', W.weekInvalid, (value) => value === undefined || parseIsoDate(value) !== null);

const weekday = () =>
  yup
    .string()
    .label('Day')
    .required(V.plannerSelectionRequired)
    .oneOf([...WEEKDAYS], V.plannerSelectionRequired);

export const mealPlanSchema = yup.object({
  day: weekday(),
  category_id: idNumber(V.plannerSelectionRequired),
  /** Absent: the whole household, including people added later. */
  member_ids: memberIds().optional().default(undefined),
  /** Absent: this week. */
  week: weekDate().optional(),
});

/** POST /api/meal-plans/copy-week */
export const mealPlanCopySchema = yup.object({
  from: weekDate().required(W.weekInvalid),
  to: weekDate().required(W.weekInvalid),
  replace: yup.boolean().typeError('Replace must be true or false.').optional(),
});

const templateName = () =>
  yup
    .string()
    .label('Template name')
    .typeError(W.templateNameRequired)
    .trim()
    .required(W.templateNameRequired)
    .max(WEEK_PLANNING.templateNameMax, W.templateNameTooLong);

/** POST /api/meal-plans/templates */
export const weekTemplateSchema = yup.object({
  name: templateName(),
  week: weekDate().required(W.weekInvalid),
});

/** POST /api/meal-plans/templates/{id}/apply */
export const weekTemplateApplySchema = yup.object({
  week: weekDate().required(W.weekInvalid),
  replace: yup.boolean().typeError('Replace must be true or false.').optional(),
});

/** POST /api/meal-plans/leftovers */
export const mealLeftoverSchema = yup.object({
  meal_plan_id: idNumber('Choose the meal whose rest to eat.'),
  day: weekday(),
  category_id: idNumber(V.plannerSelectionRequired),
  week: weekDate().optional(),
  member_ids: memberIds().optional().default(undefined),
});

/** A removed meal's leftovers put back by Undo: at most this many (4 days of every meal). */
export const RESTORED_LEFTOVERS_MAX = 50;

const mealName = () => yup.string().label('Meal name').trim().required(V.mealNameRequired).max(MEAL_NAME_MAX_LENGTH);

/** Who ate a removed meal: null (the whole household) or ids, each once. */
const removedMemberIds = () => memberIds().nullable().defined(V.attendeesInvalid);

/** POST /api/meal-plans/restore: the RemovedMealDto that DELETE /api/meal/{id} answered. */
export const mealRestoreSchema = yup.object({
  recipe_id: idNumber('Choose the recipe to put back.'),
  week: weekDate().required(W.weekInvalid),
  day: weekday(),
  category_id: idNumber(V.plannerSelectionRequired),
  name: mealName(),
  member_ids: removedMemberIds(),
  leftover_of: yup
    .number()
    .typeError('Leftover of must be a meal id.')
    .integer('Leftover of must be a meal id.')
    .min(1, 'Leftover of must be a meal id.')
    .max(SQL_INTEGER_MAX, 'Leftover of must be a meal id.')
    .nullable()
    .optional(),
  leftovers: yup
    .array(
      yup.object({
        week: weekDate().required(W.weekInvalid),
        day: weekday(),
        category_id: idNumber(V.plannerSelectionRequired),
        name: mealName(),
        member_ids: removedMemberIds(),
      }),
    )
    .label('Leftovers')
    .typeError('Leftovers must be a list.')
    .max(RESTORED_LEFTOVERS_MAX)
    .default([]),
});

/** A meal time: '18:30'. */
export const MEAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** PATCH /api/household/settings */
export const householdSettingsSchema = yup.object({
  time_zone: yup
    .string()
    .nullable()
    .typeError(W.timeZoneInvalid)
    .test('time-zone', W.timeZoneInvalid, (value) => value === undefined || value === null || isTimeZone(value)),
  meal_times: yup
    .array(
      yup.object({
        category_id: idNumber(W.mealTimeInvalid),
        time: yup
          .string()
          .typeError(W.mealTimeInvalid)
          .required(W.mealTimeInvalid)
          .matches(MEAL_TIME_PATTERN, W.mealTimeInvalid),
      }),
    )
    .typeError(W.mealTimeInvalid)
    .max(50, W.mealTimeInvalid)
    .optional(),
});

/** POST /api/meal-attendees/{meal_plan_id}: who eats that meal. */
export const mealAttendeesSchema = yup.object({
  member_ids: memberIds().required(V.attendeesRequired),
});

/** 'k7qx m2pa', 'K7QX-M2PA' → 'K7QXM2PA': how an invite code is compared. */
export const normaliseInviteCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();

const INVITE_CODE_PATTERN = new RegExp(`^[${HOUSEHOLD_INVITE_ALPHABET}]{${HOUSEHOLD_INVITE_LENGTH}}$`);

/** POST /api/household/join */
export const householdJoinSchema = yup.object({
  code: yup
    .string()
    .label('Family code')
    .typeError(V.inviteCodeInvalid)
    .trim()
    .required(V.inviteCodeRequired)
    .max(40, V.inviteCodeInvalid)
    .test('code', V.inviteCodeInvalid, (code) => !code || INVITE_CODE_PATTERN.test(normaliseInviteCode(code))),
  bring_meals: yup.boolean().strict().typeError(V.bringMealsInvalid).nonNullable(V.bringMealsInvalid).optional(),
});

/** POST /api/household/invite: an optional number of accounts the code lets in (default 1). */
export const householdInviteSchema = yup.object({
  uses: yup
    .number()
    .strict()
    .typeError(V.inviteUsesInvalid)
    .integer(V.inviteUsesInvalid)
    .min(1, V.inviteUsesInvalid)
    .max(HOUSEHOLD_INVITE_USES_MAX, V.inviteUsesInvalid)
    .nonNullable(V.inviteUsesInvalid)
    .optional(),
});

export const mealRenameSchema = yup.object({
  name: yup.string().label('Meal name').trim().required(V.mealNameRequired).max(MEAL_NAME_MAX_LENGTH),
});

/** The longest ISO 8601 instant accepted: nine fraction digits and an offset. */
export const INSTANT_MAX_LENGTH = 35;

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 instant with its zone ("2026-11-27T10:42:05.123Z", "2026-11-27T11:42+01:00") as a
 * Date; null for anything else, a date the calendar lacks ('2026-02-30', which Date would roll
 * over to March) or a time without a zone (it would be read in the server's own).
 */
export function parseInstant(text: string): Date | null {
  const match = INSTANT.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second = '0', offsetHour = '0', offsetMinute = '0'] = match.slice(1);
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  const inRange =
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= daysInMonth &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(offsetHour) <= 23 &&
    Number(offsetMinute) <= 59;
  const instant = new Date(text);
  return inRange && !Number.isNaN(instant.getTime()) ? instant : null;
}

/** The phone's id for an item it added (a UUID in practice). */
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** An item typed into the shopping list ("kitchen roll", "2 l milk"). */
export const shoppingItemSchema = yup.object({
  name: yup
    .string()
    .label('Item')
    .trim()
    .required(V.shoppingItemRequired)
    .max(SHOPPING_ITEM_NAME_MAX, V.shoppingItemTooLong),
  /** The phone's id for an item added offline (issue 39): sent again, it answers the same item. */
  client_id: yup
    .string()
    .label('Client id')
    .typeError(V.shoppingClientIdInvalid)
    .nonNullable(V.shoppingClientIdInvalid)
    .max(64, V.shoppingClientIdInvalid)
    .matches(CLIENT_ID, V.shoppingClientIdInvalid),
});

/** Ticking or unticking a shopping-list item, or hiding a planned one for the week (or putting it back). */
export const shoppingItemPatchSchema = yup
  .object({
    checked: yup.boolean().label('Checked').typeError(V.shoppingCheckedRequired),
    hidden: yup.boolean().label('Hidden').typeError(V.shoppingHiddenInvalid),
    /** When the change was made on the phone (issue 39); the server's now when absent. */
    changed_at: yup
      .string()
      .label('Changed at')
      .typeError(V.shoppingChangedAtInvalid)
      .nonNullable(V.shoppingChangedAtInvalid)
      .max(INSTANT_MAX_LENGTH, V.shoppingChangedAtInvalid)
      .test('instant', V.shoppingChangedAtInvalid, (value) => value === undefined || parseInstant(value) !== null),
  })
  .test('some-change', V.shoppingCheckedRequired, (value, context) =>
    value.checked !== undefined || value.hidden !== undefined
      ? true
      : context.createError({ path: 'checked', message: V.shoppingCheckedRequired }),
  );

/** A list of codes chosen from `codes`, each once at most. */
const codeList = (codes: readonly string[], label: string, message: string) =>
  yup
    .array(
      yup
        .string()
        .typeError(message)
        .required(message)
        .oneOf([...codes], message),
    )
    .label(label)
    .typeError(message)
    .max(codes.length, message)
    .test('unique', message, (list) => !list || new Set(list).size === list.length);

const memberFields = {
  name: yup.string().label('Name').trim().max(MEMBER_NAME_MAX_LENGTH, V.memberNameTooLong),
  age_group: yup
    .string()
    .label('Age group')
    .oneOf([...MEMBER_AGE_GROUPS], V.memberAgeGroupRequired),
  portion: yup
    .number()
    .label('Portion')
    .typeError(V.portionInvalid)
    .nullable()
    .min(PORTION_MIN, V.portionInvalid)
    .max(PORTION_MAX, V.portionInvalid),
  allergens: codeList(ALLERGENS, 'Allergens', V.allergenInvalid),
  diets: codeList(DIETS, 'Diets', V.dietInvalid),
  dislikes: yup
    .array(yup.string().typeError(V.dislikesInvalid).trim().required(V.dislikesInvalid).max(60, V.dislikesInvalid))
    .label('Dislikes')
    .typeError(V.dislikesInvalid)
    .max(MEMBER_DISLIKES_MAX, V.dislikesInvalid),
};

/** A new household member: who they are, how much they eat, what they may not eat (issue 19). */
export const householdMemberSchema = yup.object({
  ...memberFields,
  name: memberFields.name.required(V.memberNameRequired),
  age_group: memberFields.age_group.required(V.memberAgeGroupRequired),
});

/** A change to a household member: any of the fields. */
export const householdMemberPatchSchema = yup.object(memberFields);

export const subscribeSchema = yup.object({
  email: email(V.emailRequired),
});

const wholeNumber = (label: string, required: string, min: number) =>
  yup.number().label(label).typeError(required).required(required).integer(required).min(min, required).max(100000);

/** The limits the share form's hints announce, enforced by both sides. */
export const RECIPE_TEXT_MESSAGES = {
  recipeNameWords: `The recipe name may be at most ${RECIPE_NAME_MAX_WORDS} words.`,
  recipeNameLength: `The recipe name may be at most ${characters(RECIPE_NAME_MAX_LENGTH)}.`,
  nutritionWords: `Nutrition info may be at most ${NUTRITION_MAX_WORDS.toLocaleString('en-US')} words.`,
  nutritionLength: `Nutrition info may be at most ${characters(NUTRITION_MAX_LENGTH)}.`,
  ingredientLength: `Each ingredient may be at most ${characters(INGREDIENT_MAX_LENGTH)}.`,
  instructionLength: `Each instruction may be at most ${characters(INSTRUCTION_MAX_LENGTH)}.`,
  tagLength: `Each tag may be at most ${characters(TAG_MAX_LENGTH)}.`,
} as const;
const T = RECIPE_TEXT_MESSAGES;

/** The text fields of a shared or edited recipe (files are checked separately). */
export const recipeFieldsSchema = yup.object({
  recipe_name: yup
    .string()
    .label('Recipe name')
    .trim()
    .required(V.recipeNameRequired)
    .max(RECIPE_NAME_MAX_LENGTH, T.recipeNameLength)
    .test('max-words', T.recipeNameWords, wordsAtMost(RECIPE_NAME_MAX_WORDS)),
  category_id: idNumber(V.categoryRequired).label('Category'),
  recipe_library_id: idNumber(V.libraryRequired).label('Library'),
  age_group: yup
    .string()
    .label('Age group')
    .required(V.ageGroupRequired)
    .test('age-group', V.ageGroupRequired, (value) => normaliseAgeGroup(value) !== null)
    .transform((value: unknown) => normaliseAgeGroup(value) ?? value),
  serving_number: wholeNumber('Servings', V.servingRequired, 1),
  // No-cook recipes (salads, smoothies) have a cooking time of 0 minutes.
  cooking_time: wholeNumber('Cooking time', V.cookingTimeRequired, 0),
  preparation_time: wholeNumber('Preparation time', V.preparationTimeRequired, 0),
  nutrition_info: yup
    .string()
    .label('Nutrition info')
    .trim()
    .required(V.nutritionRequired)
    .max(NUTRITION_MAX_LENGTH, T.nutritionLength)
    .test('max-words', T.nutritionWords, wordsAtMost(NUTRITION_MAX_WORDS)),
  resource_link: yup
    .string()
    .label('Resource link')
    .trim()
    .url(V.resourceLinkInvalid)
    .max(RESOURCE_LINK_MAX_LENGTH)
    .test('absolute-http-url', V.resourceLinkInvalid, isAbsoluteHttpUrl)
    .optional(),
  tags: yup
    .array(yup.string().label('Each tag').trim().lowercase().required(V.tagRequired).max(TAG_MAX_LENGTH, T.tagLength))
    .label('Tags')
    .required(V.tagRequired)
    .min(1, V.tagRequired)
    .max(MAX_TAGS, V.tooManyTags),
  ingredients: yup
    .array(yup.string().label('Each ingredient').trim().max(INGREDIENT_MAX_LENGTH, T.ingredientLength))
    .label('Ingredients')
    .required(V.ingredientRequired)
    .test('non-empty', V.ingredientRequired, hasText),
  instructions: yup
    .array(yup.string().label('Each instruction').trim().max(INSTRUCTION_MAX_LENGTH, T.instructionLength))
    .label('Instructions')
    .required(V.instructionRequired)
    .test('non-empty', V.instructionRequired, hasText),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
export type RegisterValues = yup.InferType<typeof registerSchema>;
export type RecipeFieldValues = yup.InferType<typeof recipeFieldsSchema>;

/** Turns yup's ValidationError into the `{ field: [messages] }` map of the error envelope. */
export function validationErrorsByField(error: yup.ValidationError): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const field = (item.path ?? '_').replace(/\[\d+\]$/, '');
    const messages = (byField[field] ??= []);
    if (!messages.includes(item.message)) messages.push(item.message);
  }
  return byField;
}
