/**
 * A recipe as its details page reads it: the card plus ingredients and instructions (in
 * position order), tags, nutrition and resource link, read in one query.
 */
import { eq, sql } from 'drizzle-orm';
import { bannerImagePath } from '../../../contract/media';
import type { IngredientDto, InstructionDto, RecipeDetailDto, StepTimerDto, TagDto } from '../../../contract/types';
import { arrayRowStatement, type ArrayRowStatement } from '../../db/arrayRows';
import type { Database } from '../../db/client';
import { recipeIngredients, recipeInstructions, recipes, recipeTags, tags } from '../../db/schema';
import { recipeDietary, type RecipeDietary } from '../foods/dietary';
import { stepIngredientIds } from '../foods/stepIngredients';
import { recipeCardColumns, joinCardTables, toRecipeSummary } from './recipeCards';
import { readStepTimers } from './stepTimers';
import { tagsByName } from './tagNames';

/**
 * The details page's one query. The details route is the API's busiest read, and each round
 * trip to the database costs more than its few rows (issue 21), so the recipe's lists come
 * along as JSON arrays built by correlated subqueries (json_agg in position order) beside the
 * card's columns, instead of a query per list. The joins are the card's (joinCardTables).
 */
function detailFields(signedIn: boolean) {
  // The tags come with their names below: the card's separate id list is not needed here.
  const { tagIds: _tagIds, ...cardColumns } = recipeCardColumns(signedIn ? sql.placeholder('viewerId') : null);
  return {
    ...cardColumns,
    userId: recipes.userId,
    nutritionInfo: recipes.nutritionInfo,
    resourceLink: recipes.resourceLink,
    nutrition: recipes.nutrition,
    ingredients: sql<IngredientDto[]>`(
        select coalesce(json_agg(json_build_object(
                 'id', ${recipeIngredients.id},
                 'ingredient_name', ${recipeIngredients.ingredientName},
                 'quantity', ${recipeIngredients.quantity},
                 'quantity2', ${recipeIngredients.quantity2},
                 'unit', ${recipeIngredients.unit},
                 'food', ${recipeIngredients.food},
                 'note', ${recipeIngredients.note},
                 'item', ${recipeIngredients.item})
               order by ${recipeIngredients.position}, ${recipeIngredients.id}), '[]'::json)
        from ${recipeIngredients} where ${recipeIngredients.recipeId} = ${recipes.id})`,
    instructions: sql<RecipeDetailDto['instructions']>`(
        select coalesce(json_agg(json_build_object('id', ${recipeInstructions.id}, 'step', ${recipeInstructions.step})
               order by ${recipeInstructions.position}, ${recipeInstructions.id}), '[]'::json)
        from ${recipeInstructions} where ${recipeInstructions.recipeId} = ${recipes.id})`,
    tags: sql<TagDto[]>`(
        select coalesce(json_agg(json_build_object('id', ${tags.id}, 'tag_name', ${tags.tagName})), '[]'::json)
        from ${recipeTags} join ${tags} on ${tags.id} = ${recipeTags.tagId}
        where ${recipeTags.recipeId} = ${recipes.id})`,
  };
}

function selectRecipeDetail(db: Database, signedIn: boolean) {
  return joinCardTables(db.select(detailFields(signedIn)).from(recipes).$dynamic()).where(
    eq(recipes.id, sql.placeholder('recipeId')),
  );
}

/** The details query's SQL text and parameters (placeholders `recipeId`), for bench:api's raw-SQL baseline. */
export const recipeDetailStatement = (db: Database) => selectRecipeDetail(db, false).toSQL();

/**
 * The query is built once per database (and per signed-in or not) and run as a statement
 * without the query builder's per-row mapping (db/arrayRows.ts): by profile, building it per read
 * and mapping its row cost more CPU than the rest of the request together.
 */
type DetailRow = Awaited<ReturnType<typeof selectRecipeDetail>>[number];
const statementsByDatabase = new WeakMap<Database, Record<'guest' | 'member', ArrayRowStatement<DetailRow>>>();

const detailStatement = (db: Database, signedIn: boolean) =>
  arrayRowStatement<DetailRow>(
    signedIn ? 'recipe_detail_member' : 'recipe_detail_guest',
    selectRecipeDetail(db, signedIn).toSQL(),
    Object.keys(detailFields(signedIn)),
  );

function detailStatementFor(db: Database, viewerId: number | null): ArrayRowStatement<DetailRow> {
  let statements = statementsByDatabase.get(db);
  if (!statements) {
    statements = { guest: detailStatement(db, false), member: detailStatement(db, true) };
    statementsByDatabase.set(db, statements);
  }
  return viewerId === null ? statements.guest : statements.member;
}

/**
 * Reading the lines through the food catalogue takes ~0.3 ms for ten lines, more than the
 * query. The catalogue is fixed for the life of the process, so a reading is kept per text of
 * the lines (an edited recipe is a new key); at most MAX_KEPT_DIETARY, the oldest forgotten.
 */
const MAX_KEPT_DIETARY = 5000;
const dietaryByLines = new Map<string, RecipeDietary>();

function dietaryOf(lines: string[]): RecipeDietary {
  const key = JSON.stringify(lines);
  let dietary = dietaryByLines.get(key);
  if (!dietary) {
    dietary = recipeDietary(lines);
    if (dietaryByLines.size >= MAX_KEPT_DIETARY) dietaryByLines.delete(dietaryByLines.keys().next().value as string);
    dietaryByLines.set(key, dietary);
  }
  return dietary;
}

/**
 * The timers of a step's words (issue 39), kept per step text as the dietary reading is: the
 * busiest read should not tokenise the same steps on every view. At most MAX_KEPT_STEP_TIMERS
 * texts (a step is at most 3,000 characters), the oldest forgotten.
 */
const MAX_KEPT_STEP_TIMERS = 4000;
const timersByStep = new Map<string, StepTimerDto[]>();

function timersOf(step: string): StepTimerDto[] {
  let timers = timersByStep.get(step);
  if (!timers) {
    timers = readStepTimers(step);
    if (timersByStep.size >= MAX_KEPT_STEP_TIMERS) timersByStep.delete(timersByStep.keys().next().value as string);
    timersByStep.set(step, timers);
  }
  // Copies: the kept reading is shared by every answer.
  return timers.map((timer) => ({ ...timer }));
}

/**
 * The ingredient lines each step uses (issue 39), kept per recipe text (its steps and lines, ids
 * included: the answer names lines by id), at most MAX_KEPT_STEP_LINES recipes, the oldest
 * forgotten: reading a step goes through the food catalogue, as the dietary reading does.
 */
const MAX_KEPT_STEP_LINES = 2000;
const lineIdsBySteps = new Map<string, number[][]>();

function lineIdsOf(instructions: InstructionDto[], ingredients: IngredientDto[]): number[][] {
  const key = JSON.stringify([instructions.map((instruction) => instruction.step), ingredients]);
  let ids = lineIdsBySteps.get(key);
  if (!ids) {
    ids = instructions.map((instruction) => stepIngredientIds(instruction.step, ingredients));
    if (lineIdsBySteps.size >= MAX_KEPT_STEP_LINES) lineIdsBySteps.delete(lineIdsBySteps.keys().next().value as string);
    lineIdsBySteps.set(key, ids);
  }
  return ids;
}

function withTimersAndLines(instructions: InstructionDto[], ingredients: IngredientDto[]): InstructionDto[] {
  const lineIds = lineIdsOf(instructions, ingredients);
  return instructions.map((instruction, index) => ({
    ...instruction,
    timers: timersOf(instruction.step),
    // A copy: the kept reading is shared by every answer.
    ingredient_ids: [...lineIds[index]],
  }));
}

/** Null when the recipe does not exist, or when `ownerId` is given and someone else owns it. */
export async function loadRecipeDetail(
  db: Database,
  recipeId: number,
  options: { viewerId: number | null; ownerId?: number },
): Promise<RecipeDetailDto | null> {
  const [row] = await detailStatementFor(db, options.viewerId).run(db, { recipeId, viewerId: options.viewerId });
  if (!row) return null;
  if (options.ownerId !== undefined && row.userId !== options.ownerId) return null;
  // Sorted as every card's tags are (by name, then id).
  const tagList = tagsByName(
    new Map(row.tags.map((tag) => [tag.id, tag.tag_name])),
    row.tags.map((tag) => tag.id),
  );
  // Typed as loadRecipeCards reads its rows (recipeCards.ts).
  const card = toRecipeSummary({ ...row, tagIds: [] } as Parameters<typeof toRecipeSummary>[0], tagList);
  const dietary = dietaryOf(row.ingredients.map((ingredient) => ingredient.ingredient_name));
  return {
    ...card,
    ingredients: row.ingredients,
    instructions: withTimersAndLines(row.instructions, row.ingredients),
    nutrition_info: row.nutritionInfo,
    resource_link: row.resourceLink,
    tags: card.tag_names,
    recipe_banner_image: bannerImagePath(card.recipe_image),
    // Copies: the kept reading is shared by every answer.
    allergen_sources: dietary.allergens.map((source) => ({
      allergen: source.allergen,
      ingredients: [...source.lines],
    })),
    may_contain_sources: dietary.mayContain.map((source) => ({
      allergen: source.allergen,
      ingredients: [...source.lines],
    })),
    diet_breakers: dietary.dietBreakers.map((breaker) => ({ ...breaker })),
    unread_ingredients: [...dietary.unread],
    nutrition_per_serving: row.nutrition ?? null,
  };
}

/** The name of the recipe with this public code (e.g. "FC-000042"), or null. */
export async function recipeNameByCode(db: Database, code: string): Promise<string | null> {
  const normalised = code.trim().toUpperCase();
  if (!/^FC-\d{1,12}$/.test(normalised)) return null;
  const [row] = await db
    .select({ name: recipes.recipeName })
    .from(recipes)
    .where(eq(recipes.recipeCode, normalised))
    .limit(1);
  return row?.name ?? null;
}
