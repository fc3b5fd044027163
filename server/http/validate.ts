import { ValidationError, type AnyObjectSchema, type InferType, type SchemaDescription } from 'yup';
import { WEEKDAYS, type Weekday } from '../../contract/constants';
import { WEEK_MESSAGES } from '../../contract/messages';
import { SQL_INTEGER_MAX, validationErrorsByField } from '../../contract/schemas';
import { parseIsoDate, type IsoDate } from '../../contract/weeks';
import { HttpError, unprocessable } from './errors';

/**
 * Validates a JSON payload with a contract schema (the same one the SPA's form uses). Wrong
 * types and missing fields become 422 with SPEC.md's messages; unknown fields are dropped.
 * Types are strict: yup would cast `"0x5"` and `[5]` to 5 and `true` to 'true', so a value of
 * the wrong JSON type is refused first; the schema's transforms (trim, lowercase) then run
 * as they do in the form.
 */
export async function validate<S extends AnyObjectSchema>(schema: S, payload: unknown): Promise<InferType<S>> {
  const input = payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : {};
  const tooLong = await overLimits(schema, input as Record<string, unknown>);
  if (tooLong) throw unprocessable(tooLong);
  const typeErrors = await wrongTypes(schema, input);
  if (typeErrors) throw typeErrors;
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw unprocessable(validationErrorsByField(error));
    throw error;
  }
}

/**
 * For a route whose body may be left out: no body is `{}`, but a body that is not a JSON object
 * (a list, a number, a string) is refused with 400 rather than read as an empty one.
 */
export async function validateOptionalBody<S extends AnyObjectSchema>(
  schema: S,
  payload: unknown,
): Promise<InferType<S>> {
  if (payload !== undefined && payload !== null && (typeof payload !== 'object' || Array.isArray(payload)))
    throw new HttpError(400, BODY_NOT_AN_OBJECT);
  return validate(schema, payload ?? {});
}

export const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object';

/** A field's caps: the most characters or items it takes, and for a list the most characters of each item. */
interface FieldLimit {
  key: string;
  max: number;
  kind: 'string' | 'array';
  itemMax: number | null;
}

const limitsBySchema = new WeakMap<AnyObjectSchema, FieldLimit[]>();

/** A described schema with tests (not a reference or a lazy one). */
const hasTests = (description: object): description is SchemaDescription =>
  'tests' in description && Array.isArray(description.tests);

/** The `max` of a described schema when it is text or a list, else null. */
function describedMax(description: SchemaDescription): number | null {
  const test = description.tests.find((item) => item.name === 'max');
  const max = test?.params?.max;
  return typeof max === 'number' ? max : null;
}

/** Each top-level text and list field of `schema` with a `max`, read once from its description. */
function fieldLimits(schema: AnyObjectSchema): FieldLimit[] {
  const known = limitsBySchema.get(schema);
  if (known) return known;
  const limits: FieldLimit[] = [];
  for (const [key, field] of Object.entries(schema.describe().fields)) {
    if (!hasTests(field) || (field.type !== 'string' && field.type !== 'array')) continue;
    const max = describedMax(field);
    const inner = 'innerType' in field && field.innerType && !Array.isArray(field.innerType) ? field.innerType : null;
    const itemMax = inner && hasTests(inner) && inner.type === 'string' ? describedMax(inner) : null;
    if (max !== null || itemMax !== null) {
      limits.push({
        key,
        max: max ?? Number.POSITIVE_INFINITY,
        kind: field.type === 'string' ? 'string' : 'array',
        itemMax,
      });
    }
  }
  limitsBySchema.set(schema, limits);
  return limits;
}

/** Longer than `max` once trimmed (the schemas trim text); the trim only runs on long text. */
const longerThan = (text: string, max: number) => text.length > max && text.trim().length > max;

/**
 * The field's own `max` message, from the schema on a stand-in just over the cap (`max` + 1 items
 * or characters), so the refusal says what the form says.
 */
async function maxMessages(schema: AnyObjectSchema, path: string, key: string, probe: unknown): Promise<string[]> {
  try {
    await schema.validateAt(path, { [key]: probe }, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const items = error.inner.length > 0 ? error.inner : [error];
    const messages = items.filter((item) => item.type === 'max' && item.path === path).map((item) => item.message);
    if (messages.length > 0) return [...new Set(messages)];
  }
  return ['The given data was invalid.'];
}

/**
 * yup checks every item of a list (and every test of a text) before the list's `max`: a body of
 * 200,000 ids took seconds, and the event loop with it. Lists and text over their caps are
 * refused here first, in time linear in the body, with the field's message.
 */
async function overLimits(
  schema: AnyObjectSchema,
  input: Record<string, unknown>,
): Promise<Record<string, string[]> | null> {
  const errors: Record<string, string[]> = {};
  for (const { key, max, kind, itemMax } of fieldLimits(schema)) {
    if (!Object.hasOwn(input, key)) continue;
    const value = input[key];
    if (kind === 'string' && typeof value === 'string' && longerThan(value, max)) {
      errors[key] = await maxMessages(schema, key, key, 'x'.repeat(max + 1));
    } else if (kind === 'array' && Array.isArray(value)) {
      if (value.length > max) {
        errors[key] = await maxMessages(schema, key, key, new Array<undefined>(max + 1).fill(undefined));
      } else if (itemMax !== null && value.some((item) => typeof item === 'string' && longerThan(item, itemMax))) {
        errors[key] = await maxMessages(schema, `${key}[0]`, key, ['x'.repeat(itemMax + 1)]);
      }
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Strict mode skips every cast and transform, so its type errors are the values of the wrong type. */
async function wrongTypes(schema: AnyObjectSchema, input: object): Promise<Error | null> {
  try {
    await schema.validate(input, { abortEarly: false, stripUnknown: true, strict: true });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) return unprocessable({ _: ['The given data was invalid.'] });
    const items = error.inner.length > 0 ? error.inner : [error];
    const typeErrors = items.filter((item) => item.type === 'typeError');
    return typeErrors.length > 0 ? unprocessable(validationErrorsByField(new ValidationError(typeErrors))) : null;
  }
}

/**
 * Parses a positive integer route or query parameter the database can hold, or answers 422.
 * One spelling per id: digits without a leading zero, sign or space ('01' and '+1' are not 1).
 */
export function idParam(value: unknown, field = 'id'): number {
  const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  if (!(id >= 1 && id <= SQL_INTEGER_MAX)) {
    throw unprocessable({
      [field]: [`The ${field.replace(/_/g, ' ')} must be a whole number from 1 to ${SQL_INTEGER_MAX}.`],
    });
  }
  return id;
}

/** An optional id filter in a query: empty or 0 means no filter; anything else must be an id. */
export function optionalIdQuery(value: unknown, field: string): number | null {
  if (value === undefined || value === '' || value === '0') return null;
  return idParam(value, field);
}

/**
 * `week=2026-11-28` (issue 38): any date inside the wanted planner week; absent or empty: this
 * week (undefined). Anything else answers 422.
 */
export function optionalWeekQuery(value: unknown): IsoDate | undefined {
  if (value === undefined || value === '') return undefined;
  const date = parseIsoDate(value);
  if (date === null) throw unprocessable({ week: [WEEK_MESSAGES.weekInvalid] });
  return date;
}

const DAYS_INVALID = `Days must be weekdays separated by commas: ${WEEKDAYS.join(',')}.`;

/**
 * `days=saturday,Sunday`: weekdays in any case and order, answered in week order, each once;
 * empty or absent means the whole week. Anything else answers 422.
 */
export function weekdaysQuery(value: unknown): Weekday[] {
  if (value === undefined || value === '') return [...WEEKDAYS];
  if (typeof value !== 'string' || value.length > 200) throw unprocessable({ days: [DAYS_INVALID] });
  const days = value.split(',').map((day) => day.trim().toLowerCase());
  if (!days.every((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day)))
    throw unprocessable({ days: [DAYS_INVALID] });
  return WEEKDAYS.filter((day) => days.includes(day));
}
