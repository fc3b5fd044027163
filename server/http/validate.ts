import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { WEEKDAYS, type Weekday } from '../../contract/constants';
import { SQL_INTEGER_MAX, validationErrorsByField } from '../../contract/schemas';
import { unprocessable } from './errors';

/**
 * Validates a JSON payload with a contract schema (the same one the SPA's form uses). Wrong
 * types and missing fields become 422 with SPEC.md's messages; unknown fields are dropped.
 * Types are strict: yup would cast `"0x5"` and `[5]` to 5 and `true` to 'true', so a value of
 * the wrong JSON type is refused first; the schema's transforms (trim, lowercase) then run
 * as they do in the form.
 */
export async function validate<S extends AnyObjectSchema>(schema: S, payload: unknown): Promise<InferType<S>> {
  const input = payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : {};
  const typeErrors = await wrongTypes(schema, input);
  if (typeErrors) throw typeErrors;
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw unprocessable(validationErrorsByField(error));
    throw error;
  }
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

/** Parses a positive integer route or query parameter the database can hold, or answers 422. */
export function idParam(value: unknown, field = 'id'): number {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
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
