import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { validationErrorsByField } from '../../contract/schemas';
import { unprocessable } from './errors';

/**
 * Validates a payload with a contract schema (the same one the SPA's form uses). Wrong
 * types and missing fields become 422 with SPEC.md's messages; unknown fields are dropped.
 */
export async function validate<S extends AnyObjectSchema>(schema: S, payload: unknown): Promise<InferType<S>> {
  const input = payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : {};
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw unprocessable(validationErrorsByField(error));
    // A transform such as trim() throws a TypeError on a value of the wrong type (an object
    // where a string belongs); strict mode skips transforms, so the field fails its type test.
    if (error instanceof TypeError) throw await strictValidationErrors(schema, input);
    throw error;
  }
}

async function strictValidationErrors(schema: AnyObjectSchema, input: object): Promise<Error> {
  try {
    await schema.validate(input, { abortEarly: false, stripUnknown: true, strict: true });
  } catch (error) {
    if (error instanceof ValidationError) return unprocessable(validationErrorsByField(error));
  }
  return unprocessable({ _: ['The given data was invalid.'] });
}

/** Parses a positive integer route or query parameter, or answers 404 / 422. */
export function idParam(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw unprocessable({ id: ['The id must be a positive whole number.'] });
  return id;
}
