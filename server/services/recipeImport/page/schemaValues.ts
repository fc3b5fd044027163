/**
 * Reading schema.org values that pages write in many shapes: a string or an array of them, an
 * object with `@value`, `name` or `text`, a type as "Recipe", "schema:Recipe" or
 * "http://schema.org/Recipe". Only a node's own fields are read (`__proto__` is just a key).
 */
import { readerLines, readerText } from '../readerText';

export type JsonObject = Record<string, unknown>;

const MAX_LIST_ITEMS = 500;

export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A node's own field, never one inherited from Object.prototype. */
export function field(node: JsonObject, key: string): unknown {
  return Object.hasOwn(node, key) ? node[key] : undefined;
}

function localTypeName(type: string): string {
  const name = type.slice(Math.max(type.lastIndexOf('/'), type.lastIndexOf('#'), type.lastIndexOf(':')) + 1);
  return name.trim().toLowerCase();
}

/** The node's types, lowercased, without their vocabulary prefix. */
function typeNames(node: JsonObject): string[] {
  const type = field(node, '@type');
  const types = Array.isArray(type) ? type.slice(0, 20) : [type];
  return types.filter((item): item is string => typeof item === 'string').map(localTypeName);
}

export function hasType(node: JsonObject, name: string): boolean {
  return typeNames(node).includes(name);
}

/** One text from a value: a string, a number, the first of an array, an object's `@value`/`name`/`text`. */
export function textValue(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') {
    const text = readerText(value);
    return text === '' ? null : text;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (depth > 3) return null;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 10)) {
      const text = textValue(item, depth + 1);
      if (text !== null) return text;
    }
    return null;
  }
  if (!isRecord(value)) return null;
  for (const key of ['@value', 'name', 'text']) {
    const text = textValue(field(value, key), depth + 1);
    if (text !== null) return text;
  }
  return null;
}

/** The node's field as one text. */
export function textField(node: JsonObject, key: string): string | null {
  return textValue(field(node, key));
}

/** Every line of a value that is a string, an array of strings, or objects naming one. */
export function linesValue(value: unknown): string[] {
  const items = Array.isArray(value) ? value.slice(0, MAX_LIST_ITEMS) : [value];
  const lines: string[] = [];
  for (const item of items) {
    if (typeof item === 'string') lines.push(...readerLines(item));
    else {
      const text = textValue(item);
      if (text !== null) lines.push(text);
    }
  }
  return lines;
}

/** A list written as an array or as one comma-separated string ("Dinner, Main Course"). */
export function listValue(value: unknown): string[] {
  return linesValue(value)
    .flatMap((line) => line.split(/[,;]/))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
