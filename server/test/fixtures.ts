/**
 * Small builders for server tests: each inserts one row (with sensible defaults) straight into
 * the database and answers it. Recipes go through the same insert as the API, so their
 * search document, public code and counters are real.
 */
import { eq } from 'drizzle-orm';
import type { AgeGroup } from '../../contract/constants';
import type { Database } from '../db/client';
import { categories, recipeLibraries, recipes, users } from '../db/schema';
import { insertRecipe } from '../services/recipes/recipeWrites';
import { issueToken } from '../services/accounts/tokens';
import type { MailMessage } from '../services/infra/mail';

let sequence = 0;
const next = () => ++sequence;

export type TestUser = typeof users.$inferSelect & { token: string };

/** A user with a valid bearer token (`Authorization: Bearer ${user.token}`). */
export async function createUser(db: Database, overrides: { name?: string; email?: string } = {}): Promise<TestUser> {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      name: overrides.name ?? `Test User ${n}`,
      email: overrides.email ?? `user${n}-${Date.now()}@example.test`,
      // Not a real hash: fixtures sign in with tokens, never with passwords.
      passwordHash: 'fixture-without-password',
    })
    .returning();
  return { ...user, token: await issueToken(db, user.id) };
}

export async function createCategory(db: Database, categoryName = `Category ${next()}`, position = 0) {
  const [row] = await db.insert(categories).values({ categoryName, position }).returning();
  return row;
}

export async function createLibrary(
  db: Database,
  dietName = `Diet ${next()}`,
  image = 'uploads/libraries/test-640.webp',
) {
  const [row] = await db.insert(recipeLibraries).values({ dietName, image }).returning();
  return row;
}

export interface RecipeFixture {
  userId: number;
  categoryId: number;
  libraryId: number;
  recipeName?: string;
  ageGroup?: AgeGroup;
  servingNumber?: number;
  preparationTime?: number;
  cookingTime?: number;
  nutritionInfo?: string;
  resourceLink?: string | null;
  tags?: string[];
  ingredients?: string[];
  instructions?: string[];
  recipeImage?: string;
  recipeVideo?: string | null;
  reviewsAvg?: number;
  reviewsCount?: number;
  views?: number;
}

export async function createRecipe(db: Database, fixture: RecipeFixture) {
  const id = await insertRecipe(
    db,
    fixture.userId,
    {
      recipeName: fixture.recipeName ?? `Recipe ${next()}`,
      categoryId: fixture.categoryId,
      libraryId: fixture.libraryId,
      ageGroup: fixture.ageGroup ?? 'adult',
      servingNumber: fixture.servingNumber ?? 2,
      preparationTime: fixture.preparationTime ?? 10,
      cookingTime: fixture.cookingTime ?? 20,
      nutritionInfo: fixture.nutritionInfo ?? '300 kcal',
      resourceLink: fixture.resourceLink ?? null,
      tags: fixture.tags ?? ['test'],
      ingredients: fixture.ingredients ?? ['salt'],
      instructions: fixture.instructions ?? ['Cook it.'],
    },
    { image: fixture.recipeImage ?? 'uploads/recipes/fixture-640.webp', video: fixture.recipeVideo ?? null },
  );
  if (fixture.reviewsAvg !== undefined || fixture.reviewsCount !== undefined || fixture.views !== undefined) {
    await db
      .update(recipes)
      .set({
        ...(fixture.reviewsAvg !== undefined ? { reviewsAvg: fixture.reviewsAvg } : {}),
        ...(fixture.reviewsCount !== undefined ? { reviewsCount: fixture.reviewsCount } : {}),
        ...(fixture.views !== undefined ? { views: fixture.views } : {}),
      })
      .where(eq(recipes.id, id));
  }
  const [row] = await db.select().from(recipes).where(eq(recipes.id, id));
  return row;
}

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for app.inject: `{ payload, headers }`. */
export function multipartForm(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----forkcast-test-${Date.now().toString(36)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The 4-digit code of the last reset email sent to `email` (server/services/accounts/accountMail.ts's text). */
export function lastCodeFor(sentMail: MailMessage[], email: string): string {
  const mail = [...sentMail].reverse().find((message) => message.to === email);
  const code = /Your code is: (\d{4})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** A code that is certainly not `code`. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');
