/**
 * Importing a recipe (issue 36): a page fetched from its address, a page the cook's browser sent,
 * or a pasted text, read into a draft of the share form (not saved), with its warnings (already
 * imported, parts not found, no photo) and the form choices suggested for this cook.
 */
import { RECIPE_IMPORT_MESSAGES } from '../../../contract/messages';
import type { RecipeImportDto, RecipeImportWarningDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { invalid } from '../errors';
import type { Storage } from '../infra/storage';
import { fetchPage } from './fetchPage';
import { importImage, type ImportedImage } from './importImage';
import { importedBefore } from './importedBefore';
import { readPastedRecipe } from './readPastedRecipe';
import { readRecipePage } from './readRecipePage';
import type { FetchRules } from './safeFetch';
import { sourceUrlOf } from './sourceUrl';
import { importSuggestions } from './suggestions';
import type { ReadRecipe } from './types';

/** Where the recipe comes from: an address to fetch, a page already in hand, or pasted text. */
export type ImportSource =
  { kind: 'address'; url: string } | { kind: 'page'; url: string; html: string } | { kind: 'text'; text: string };

export interface ImportDeps {
  db: Database;
  storage: Storage;
  rules: FetchRules;
  /** A failure that is neither the site's nor the image's (a storage outage): logged, and the draft goes on. */
  onUnexpected?: (error: unknown) => void;
}

interface Read {
  recipe: ReadRecipe;
  /** The page's address after redirects (the base of its links), null for pasted text. */
  pageUrl: string | null;
}

/** The recipe read from the source; FetchFailure for a page that could not be fetched, 422 when no recipe is found. */
async function readSource(source: ImportSource, rules: FetchRules): Promise<Read> {
  if (source.kind === 'text') {
    const recipe = readPastedRecipe(source.text);
    if (!recipe) throw invalid({ text: [RECIPE_IMPORT_MESSAGES.noRecipeInText] });
    return { recipe, pageUrl: null };
  }
  const page = source.kind === 'page' ? { url: source.url, html: source.html } : await fetchPage(source.url, rules);
  const recipe = await readRecipePage(page.html, page.url);
  if (!recipe) throw invalid({ url: [RECIPE_IMPORT_MESSAGES.noRecipeOnPage] });
  return { recipe, pageUrl: page.url };
}

function missingParts(recipe: ReadRecipe): RecipeImportWarningDto[] {
  const missing = [
    recipe.ingredients.length === 0 ? 'ingredients' : null,
    recipe.instructions.length === 0 ? 'steps' : null,
    recipe.serving_number === null ? 'servings' : null,
  ];
  return missing
    .filter((part): part is string => part !== null)
    .map((part) => ({ code: 'missing_part', message: RECIPE_IMPORT_MESSAGES.missingPart(part) }));
}

export async function importRecipe(deps: ImportDeps, userId: number, source: ImportSource): Promise<RecipeImportDto> {
  const { recipe, pageUrl } = await readSource(source, deps.rules);
  const sourceUrl = pageUrl === null ? null : sourceUrlOf(pageUrl, recipe.canonical_url);
  const [image, earlierId, suggestions] = await Promise.all([
    importImage(deps.storage, recipe.image_urls, deps.rules, deps.onUnexpected),
    sourceUrl === null ? null : importedBefore(deps.db, userId, sourceUrl),
    importSuggestions(deps.db, userId, recipe),
  ]);
  const warnings: RecipeImportWarningDto[] = [
    ...(earlierId === null
      ? []
      : [{ code: 'already_imported' as const, message: RECIPE_IMPORT_MESSAGES.alreadyImported, recipe_id: earlierId }]),
    ...missingParts(recipe),
    ...imageWarning(image),
  ];
  return {
    draft: {
      recipe_name: recipe.recipe_name,
      description: recipe.description,
      serving_number: recipe.serving_number,
      preparation_time: recipe.preparation_time,
      cooking_time: recipe.cooking_time,
      total_time: recipe.total_time,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
      image_url: image.imagePath,
      source_url: sourceUrl,
      tags: recipe.tags,
      nutrition: recipe.nutrition,
    },
    warnings,
    suggestions,
  };
}

const imageWarning = (image: ImportedImage): RecipeImportWarningDto[] => (image.warning ? [image.warning] : []);
