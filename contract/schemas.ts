/**
 * yup schemas shared by the formik forms and the API service: one rule, one message,
 * both sides. Messages come from SPEC.md §5 (see messages.ts).
 */
import * as yup from 'yup';
import {
  MAX_TAGS,
  MEAL_NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX_LENGTH,
  WEEKDAYS,
  normaliseAgeGroup,
} from './constants';
import { VALIDATION as V } from './messages';

// A value of the wrong type (a number where text belongs) gets a plain sentence instead of
// yup's default, which quotes the schema's internals and the value sent. Set before any schema.
yup.setLocale({
  mixed: {
    notType: ({ path, type }: { path?: string; type?: string }) =>
      `The ${(path ?? 'value').replace(/\[\d+\]/g, '').replace(/_/g, ' ')} must be ${type === 'number' ? 'a number' : type === 'array' ? 'a list' : type === 'object' ? 'an object' : 'text'}.`,
  },
});

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
  yup.string().trim().required(required).email(V.emailInvalid).max(254, V.emailInvalid);

const newPassword = (required: string) =>
  yup.string().required(required).min(PASSWORD_MIN_LENGTH, V.passwordTooShort).max(200);

export const loginSchema = yup.object({
  email: email(V.emailRequired),
  password: yup.string().required(V.passwordRequired).max(200),
});

export const registerSchema = yup.object({
  name: yup.string().trim().required(V.nameRequired).max(100),
  email: email(V.emailRequired),
  password: newPassword(V.passwordRequired),
  password_confirmation: yup
    .string()
    .required(V.confirmRequired)
    .oneOf([yup.ref('password')], V.passwordsDoNotMatch),
});

export const forgotPasswordSchema = yup.object({
  email: email(V.emailRequiredForgot),
});

export const otpSchema = yup.object({
  email: email(V.emailRequired),
  otp: yup
    .string()
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
  key: yup.string().required().max(200),
  password: newPassword(V.passwordRequired),
  password_confirmation: yup
    .string()
    .required(V.confirmRequired)
    .oneOf([yup.ref('password')], V.passwordsDoNotMatch),
});

export const changePasswordSchema = yup.object({
  current_password: yup.string().required(V.currentPasswordRequired).max(200),
  password: newPassword(V.newPasswordRequired),
  password_confirmation: yup
    .string()
    .required(V.confirmPasswordRequired)
    .oneOf([yup.ref('password')], V.passwordsDoNotMatch),
});

export const profileSchema = yup.object({
  name: yup.string().trim().required(V.nameRequired).max(100),
  email: email(V.emailRequired),
});

export const reviewSchema = yup.object({
  rating: yup
    .number()
    .typeError(V.ratingRequired)
    .required(V.ratingRequired)
    .integer(V.ratingRequired)
    .min(RATING_MIN, V.ratingRequired)
    .max(RATING_MAX, V.ratingRequired),
  comment: yup.string().trim().required(V.reviewRequired).max(REVIEW_COMMENT_MAX_LENGTH),
});

export const mealPlanSchema = yup.object({
  day: yup
    .string()
    .required(V.plannerSelectionRequired)
    .oneOf([...WEEKDAYS], V.plannerSelectionRequired),
  category_id: idNumber(V.plannerSelectionRequired),
});

export const mealRenameSchema = yup.object({
  name: yup.string().trim().required(V.mealNameRequired).max(MEAL_NAME_MAX_LENGTH),
});

export const subscribeSchema = yup.object({
  email: email(V.emailRequired),
});

const wholeNumber = (required: string, min: number) =>
  yup.number().typeError(required).required(required).integer(required).min(min, required).max(100000);

/** The text fields of a shared or edited recipe (files are checked separately). */
export const recipeFieldsSchema = yup.object({
  recipe_name: yup.string().trim().required(V.recipeNameRequired).max(200),
  category_id: idNumber(V.categoryRequired),
  recipe_library_id: idNumber(V.libraryRequired),
  age_group: yup
    .string()
    .required(V.ageGroupRequired)
    .test('age-group', V.ageGroupRequired, (value) => normaliseAgeGroup(value) !== null)
    .transform((value: unknown) => normaliseAgeGroup(value) ?? value),
  serving_number: wholeNumber(V.servingRequired, 1),
  // No-cook recipes (salads, smoothies) have a cooking time of 0 minutes.
  cooking_time: wholeNumber(V.cookingTimeRequired, 0),
  preparation_time: wholeNumber(V.preparationTimeRequired, 0),
  nutrition_info: yup.string().trim().required(V.nutritionRequired).max(10000),
  resource_link: yup
    .string()
    .trim()
    .url(V.resourceLinkInvalid)
    .max(2000)
    .test('absolute-http-url', V.resourceLinkInvalid, isAbsoluteHttpUrl)
    .optional(),
  tags: yup
    .array(yup.string().trim().lowercase().required().max(40))
    .required(V.tagRequired)
    .min(1, V.tagRequired)
    .max(MAX_TAGS, V.tooManyTags),
  ingredients: yup
    .array(yup.string().trim().max(300))
    .required(V.ingredientRequired)
    .test('non-empty', V.ingredientRequired, (list) => !!list?.some((item) => !!item && item.trim() !== '')),
  instructions: yup
    .array(yup.string().trim().max(3000))
    .required(V.instructionRequired)
    .test('non-empty', V.instructionRequired, (list) => !!list?.some((item) => !!item && item.trim() !== '')),
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
