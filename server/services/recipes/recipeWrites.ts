/**
 * Creating and editing a shared recipe: validation of the form's fields, the media files and
 * the rows of five tables, written in one transaction. Whatever fails, nothing half-written
 * stays behind: no rows (the transaction rolls back) and no files (removed before rethrowing).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ValidationError } from 'yup';
import type { AgeGroup } from '../../../contract/constants';
import { ERRORS, VALIDATION as V } from '../../../contract/messages';
import { recipeFieldsSchema, validationErrorsByField } from '../../../contract/schemas';
import type { Database } from '../../db/client';
import { recipeIngredients, recipeInstructions, recipes, recipeTags, tags } from '../../db/schema';
import { invalid, notFound } from '../errors';
import { removeImage, storeImageFile } from '../infra/images';
import { catalogIdsExist } from './catalog';
import { assertWithinQuota, videoUploadLimit } from './mediaQuota';
import { forgetCategoryCounts } from './recipeQueries';
import { ingredientPartsInSlices } from './ingredientParts';
import { refreshSearchDocuments } from './searchDocument';
import type { Storage, StoredFile } from '../infra/storage';
import type { ByteLimit } from '../infra/uploadStreams';
import { removeVideo } from '../infra/videos';

export interface RecipeContent {
  recipeName: string;
  categoryId: number;
  libraryId: number;
  ageGroup: AgeGroup;
  servingNumber: number;
  preparationTime: number;
  cookingTime: number;
  nutritionInfo: string;
  resourceLink: string | null;
  tags: string[];
  ingredients: string[];
  instructions: string[];
}

export interface RecipeMedia {
  image: string;
  video: string | null;
  /** What the files take in storage (quota); 0 for media that are not uploads. */
  imageBytes?: number;
  videoBytes?: number;
}

/**
 * What a multipart recipe form carried: its text fields (numbers already read by the route, lists
 * already ordered), the image as a file on local disk (not yet processed) and the video already
 * streamed into storage.
 */
export interface RecipeUpload {
  fields: Record<string, string | number>;
  lists: { tags: string[]; ingredients: string[]; instructions: string[] };
  image: string | null;
  video: StoredFile | null;
}

/** Reads the form, streaming a video within `videoLimit`; on failure it leaves no file behind. */
export type ReadRecipeUpload = (limits: { videoLimit: ByteLimit }) => Promise<RecipeUpload>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Database | Transaction;

/** Validates the text fields with the contract schema the share form uses (422 with its messages). */
export async function validateRecipeUpload(
  db: Database,
  upload: RecipeUpload,
  options: { imageRequired: boolean },
): Promise<RecipeContent> {
  const errors: Record<string, string[]> = {};
  const input = {
    ...upload.fields,
    tags: uniqueTags(upload.lists.tags),
    ingredients: upload.lists.ingredients,
    instructions: upload.lists.instructions,
  };
  let values: Awaited<ReturnType<typeof recipeFieldsSchema.validate>> | null = null;
  try {
    values = await recipeFieldsSchema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, validationErrorsByField(error));
  }
  if (options.imageRequired && !upload.image) errors.recipe_image = [V.thumbnailRequired];
  if (values) Object.assign(errors, await missingReferences(db, values.category_id, values.recipe_library_id));
  if (!values || Object.keys(errors).length > 0) throw invalid(errors);
  return {
    recipeName: values.recipe_name,
    categoryId: values.category_id,
    libraryId: values.recipe_library_id,
    ageGroup: values.age_group as AgeGroup,
    servingNumber: values.serving_number,
    preparationTime: values.preparation_time,
    cookingTime: values.cooking_time,
    nutritionInfo: values.nutrition_info,
    resourceLink: values.resource_link ? values.resource_link : null,
    tags: values.tags,
    ingredients: nonBlank(values.ingredients),
    instructions: nonBlank(values.instructions),
  };
}

/** Tags are lowercase and unique; the form may send the same tag twice or blank rows. */
function uniqueTags(list: string[]): string[] | undefined {
  const unique = [...new Set(list.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
  return unique.length > 0 ? unique : undefined;
}

function nonBlank(list: (string | undefined)[]): string[] {
  return list.map((item) => (item ?? '').trim()).filter(Boolean);
}

async function missingReferences(
  db: Database,
  categoryId: number,
  libraryId: number,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const exists = await catalogIdsExist(db, categoryId, libraryId);
  if (!exists.category) errors.category_id = [V.categoryRequired];
  if (!exists.library) errors.recipe_library_id = [V.libraryRequired];
  return errors;
}

/** Stores the form's media, then the rows; on any failure removes the files it wrote. */
export async function storeRecipe(
  db: Database,
  storage: Storage,
  userId: number,
  readUpload: ReadRecipeUpload,
): Promise<number> {
  const upload = await readUpload({ videoLimit: await videoUploadLimit(db, userId) });
  const written = new WrittenMedia(storage);
  written.adoptVideo(upload.video);
  try {
    const content = await validateRecipeUpload(db, upload, { imageRequired: true });
    const image = await written.image(upload.image as string);
    return await insertRecipe(db, userId, content, {
      image: image.path,
      imageBytes: image.bytes,
      video: upload.video?.path ?? null,
      videoBytes: upload.video?.bytes ?? 0,
    });
  } catch (error) {
    await written.removeAll();
    throw error;
  }
}

/** Only the owner may edit (404 otherwise). Old media are removed once the new rows are committed. */
export async function updateRecipe(
  db: Database,
  storage: Storage,
  userId: number,
  recipeId: number,
  readUpload: ReadRecipeUpload,
): Promise<void> {
  const current = await findOwnRecipeMedia(db, userId, recipeId);
  if (!current) throw notFound(ERRORS.recipeNotFound);
  const upload = await readUpload({ videoLimit: await videoUploadLimit(db, userId, recipeId) });
  const written = new WrittenMedia(storage);
  written.adoptVideo(upload.video);
  try {
    const content = await validateRecipeUpload(db, upload, { imageRequired: false });
    const newImage = upload.image ? await written.image(upload.image) : null;
    const media = {
      recipeImage: newImage?.path ?? current.image,
      imageBytes: newImage?.bytes ?? current.imageBytes,
      recipeVideo: upload.video?.path ?? current.video,
      videoBytes: upload.video?.bytes ?? current.videoBytes,
    };
    await db.transaction(async (tx) => {
      if (newImage || upload.video) {
        await assertWithinQuota(tx, userId, media.imageBytes + media.videoBytes, {
          exceptRecipeId: recipeId,
          field: upload.video ? 'recipe_video' : 'recipe_image',
        });
      }
      await tx
        .update(recipes)
        .set({
          ...recipeColumns(content),
          ...media,
          updatedAt: new Date(),
        })
        .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)));
      await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId));
      await tx.delete(recipeInstructions).where(eq(recipeInstructions.recipeId, recipeId));
      await tx.delete(recipeTags).where(eq(recipeTags.recipeId, recipeId));
      await insertChildren(tx, recipeId, content);
      await refreshSearchDocuments(tx, [recipeId]);
    });
    forgetCategoryCounts();
  } catch (error) {
    await written.removeAll();
    throw error;
  }
  if (upload.image) await removeImage(storage, current.image);
  if (upload.video && current.video) await removeVideo(storage, current.video);
}

async function findOwnRecipeMedia(db: Database, userId: number, recipeId: number) {
  const [row] = await db
    .select({
      image: recipes.recipeImage,
      video: recipes.recipeVideo,
      imageBytes: recipes.imageBytes,
      videoBytes: recipes.videoBytes,
    })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)));
  return row ?? null;
}

/** Inserts a recipe with its ingredients, instructions and tags in one transaction; answers its id. */
export async function insertRecipe(
  db: Database,
  userId: number,
  content: RecipeContent,
  media: RecipeMedia,
): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const mediaBytes = (media.imageBytes ?? 0) + (media.videoBytes ?? 0);
    if (mediaBytes > 0) {
      await assertWithinQuota(tx, userId, mediaBytes, { field: media.video ? 'recipe_video' : 'recipe_image' });
    }
    // The public code embeds the id, so the id is drawn first and both are written at once.
    const [{ id }] = await tx
      .select({ id: sql<number>`nextval(pg_get_serial_sequence('recipes', 'id'))::int` })
      .from(sql`(select 1) as one`);
    await tx.insert(recipes).values({
      id,
      recipeCode: recipeCode(id),
      userId,
      recipeImage: media.image,
      recipeVideo: media.video,
      imageBytes: media.imageBytes ?? 0,
      videoBytes: media.videoBytes ?? 0,
      ...recipeColumns(content),
    });
    await insertChildren(tx, id, content);
    await refreshSearchDocuments(tx, [id]);
    return id;
  });
  forgetCategoryCounts();
  return id;
}

export function recipeCode(id: number): string {
  return `FC-${String(id).padStart(6, '0')}`;
}

function recipeColumns(content: RecipeContent) {
  return {
    recipeName: content.recipeName,
    categoryId: content.categoryId,
    recipeLibraryId: content.libraryId,
    ageGroup: content.ageGroup,
    servingNumber: content.servingNumber,
    preparationTime: content.preparationTime,
    cookingTime: content.cookingTime,
    nutritionInfo: content.nutritionInfo,
    resourceLink: content.resourceLink,
    totalIngredients: content.ingredients.length,
  };
}

async function insertChildren(tx: Writer, recipeId: number, content: RecipeContent): Promise<void> {
  if (content.ingredients.length > 0) {
    const parts = await ingredientPartsInSlices(content.ingredients);
    await tx.insert(recipeIngredients).values(
      content.ingredients.map((ingredientName, position) => ({
        recipeId,
        position,
        ingredientName,
        ...parts[position],
      })),
    );
  }
  if (content.instructions.length > 0) {
    await tx
      .insert(recipeInstructions)
      .values(content.instructions.map((step, position) => ({ recipeId, position, step })));
  }
  if (content.tags.length > 0) {
    await tx
      .insert(tags)
      .values(content.tags.map((tagName) => ({ tagName })))
      .onConflictDoNothing({ target: tags.tagName });
    const tagRows = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.tagName, content.tags));
    await tx.insert(recipeTags).values(tagRows.map((tag) => ({ recipeId, tagId: tag.id })));
  }
}

/** The files one request has written so far, so a failure can take them all back. */
class WrittenMedia {
  private readonly removals: (() => Promise<void>)[] = [];

  constructor(private readonly storage: Storage) {}

  /** Decodes the uploaded image file and stores its variants. */
  async image(uploadedFile: string): Promise<StoredFile> {
    const stored = await storeImageFile(this.storage, uploadedFile, {
      folder: 'recipes',
      field: 'recipe_image',
      banner: true,
    });
    this.removals.push(() => removeImage(this.storage, stored.path));
    return stored;
  }

  /** A video the form reader already streamed into storage. */
  adoptVideo(video: StoredFile | null): void {
    if (video) this.removals.push(() => removeVideo(this.storage, video.path));
  }

  async removeAll(): Promise<void> {
    await Promise.allSettled(this.removals.map((remove) => remove()));
  }
}
