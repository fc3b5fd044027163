import type { AnyObjectSchema } from 'yup';

/**
 * Multipart fields are text by nature. A field the schema wants as a number is read by one
 * rule, digits only: yup's own cast would also take '0x5', '1e3', ' 4 ' and 'Infinity'.
 * Anything else becomes NaN, which the schema refuses with the field's own message; an empty
 * field is left out, so it is reported as missing.
 */
export function numbersByRule(
  schema: AnyObjectSchema,
  fields: Record<string, string>,
): Record<string, string | number> {
  const typed: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(fields)) {
    const field: unknown = schema.fields[name];
    const wantsNumber = typeof field === 'object' && field !== null && (field as { type?: string }).type === 'number';
    if (!wantsNumber) typed[name] = value;
    else if (value !== '') typed[name] = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  }
  return typed;
}
