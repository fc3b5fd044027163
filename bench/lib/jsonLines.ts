/**
 * Reads a bench's data written as JSON Lines (one JSON value a line, blank lines skipped): each
 * row goes through `toRow`, which returns it typed or throws saying what is wrong, and a bad row
 * stops the run with its file and line, so a bench never scores against a half-read corpus.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function readJsonLines<T>(file: string, toRow: (value: unknown) => T): T[] {
  const text = readFileSync(file, 'utf8');
  return text.split('\n').flatMap((line, index) => {
    if (line.trim() === '') return [];
    try {
      return [toRow(JSON.parse(line))];
    } catch (error) {
      const where = `${path.relative(process.cwd(), file)}:${index + 1}`;
      throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

/** The value as a plain object, or throws: for a `toRow` to read fields from. */
export function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
  return value as Record<string, unknown>;
}

/** Throws unless `record` has only the fields named: a misspelt field must not be silently ignored. */
export function onlyFields(record: Record<string, unknown>, fields: readonly string[]): void {
  const unknown = Object.keys(record).filter((key) => !fields.includes(key));
  if (unknown.length > 0) throw new Error(`unknown field ${unknown.join(', ')}`);
}

/** Throws `message` unless `ok`: one line per check in a `toRow`. */
export function must(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** A non-empty string. */
export const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
