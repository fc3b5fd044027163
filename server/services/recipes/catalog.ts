/** The recipe catalogue's lists: categories, diet libraries and the tags in use. */
import { asc, count, eq } from 'drizzle-orm';
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
