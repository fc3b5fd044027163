import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, serialId, timestamptz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);

/** Opaque bearer tokens, stored only as SHA-256 hashes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);

/** One row per password-reset attempt: the emailed code, then the reset token it buys. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamptz('code_expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamptz('reset_token_expires_at'),
    consumedAt: timestamptz('consumed_at'),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

export const subscribers = pgTable(
  'subscribers',
  {
    id: serialId(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('subscribers_email_lower_key').on(sql`lower(${table.email})`)],
);
