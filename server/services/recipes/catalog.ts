/** The recipe catalogue's lists: categories, diet libraries and the tags in use. */
import { asc, count, eq } from 'drizzle-orm';
import { SQL_INTEGER_MAX } from '../../../contract/schemas';
import type { CategoryDto, LibraryDto, TagDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { categories, recipeLibraries, recipes, recipeTags, tags } from '../../db/schema';

export async function listCategories(db: Database): Promise<CategoryDto[]> {
  return db
    .select({ id: categories.id, category_name: categories.categoryName })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function listLibraries(db: Database): Promise<LibraryDto[]> {
  return db
    .select({
      id: recipeLibraries.id,
      diet_name: recipeLibraries.dietName,
      image: recipeLibraries.image,
      recipes_count: count(recipes.id),
    })
    .from(recipeLibraries)
    .leftJoin(recipes, eq(recipes.recipeLibraryId, recipeLibraries.id))
    .groupBy(recipeLibraries.id)
    .orderBy(asc(recipeLibraries.position), asc(recipeLibraries.id));
}

/** Tags attached to at least one recipe, optionally only recipes of one library. */
export async function listTagsInUse(db: Database, libraryId: number | null): Promise<TagDto[]> {
  return db
    .selectDistinct({ id: tags.id, tag_name: tags.tagName })
    .from(tags)
    .innerJoin(recipeTags, eq(recipeTags.tagId, tags.id))
    .innerJoin(recipes, eq(recipes.id, recipeTags.recipeId))
    .where(libraryId === null ? undefined : eq(recipes.recipeLibraryId, libraryId))
    .orderBy(asc(tags.tagName), asc(tags.id));
}

/** Whether a category and a diet library with these ids exist (an id no integer column holds does not). */
export async function catalogIdsExist(
  db: Database,
  categoryId: number,
  libraryId: number,
): Promise<{ category: boolean; library: boolean }> {
  const [category] =
    categoryId <= SQL_INTEGER_MAX
      ? await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId))
      : [];
  const [library] =
    libraryId <= SQL_INTEGER_MAX
      ? await db.select({ id: recipeLibraries.id }).from(recipeLibraries).where(eq(recipeLibraries.id, libraryId))
      : [];
  return { category: Boolean(category), library: Boolean(library) };
}
