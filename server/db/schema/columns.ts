/**
 * The columns many tables share, as Drizzle's guide to reusable columns writes them: the serial
 * id, the row's timestamps, a foreign key the row belongs to, a list of codes. Each call makes a
 * fresh builder that declares exactly what the tables used to write out by hand, so the SQL (and
 * the migrations drizzle-kit would write) stays the same. Not re-exported by index.ts: these are
 * builders, not tables.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The serial primary key `id`. */
export const serialId = () => serial('id').primaryKey();

/** A point in time: every time the schema stores is a timestamptz. */
export const timestamptz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** When the row was made: never null, now() by default. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row was last changed: never null, now() by default (the services set it on each change). */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A foreign key the row belongs to: never null, and the row is deleted with the one it points at. */
export const belongsTo = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A foreign key that may be null, and becomes null when the row it points at is deleted (this one stays). */
export const optionalRef = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

/** A list of codes or names (text[]): never null, empty by default. */
export const textList = <TName extends string>(name: TName) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
