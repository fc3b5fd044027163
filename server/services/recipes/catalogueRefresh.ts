/**
 * On start, in the background: the composition table is loaded when it changed, and what an
 * earlier food catalogue or parser wrote is written again with the current ones: the catalogue's words for typo tolerance, the parts of every
 * ingredient line, then the search documents. A failure (the database away) is logged, and the
 * next start tries again; search answers from the older documents meanwhile.
 */
import type { Database } from '../../db/client';
import { loadCompositionTable } from '../nutrition/compositionLoad';
import { linkedCompositionCodes } from '../nutrition/recipeNutrition';
import { rereadStaleIngredients } from './ingredientParts';
import { rebuildStaleSearchDocuments } from './searchDocument';
import { rememberCatalogueWords } from './searchQuery';

export function refreshWithCatalogueAtStart(
  db: Database,
  log: { info: (message: string) => void; error: (details: object, message: string) => void },
): void {
  const refresh = async () => {
    // Every IFCT row, as before SR28; the catalogue's linked codes once it lists them.
    const compositions = await loadCompositionTable(db, linkedCompositionCodes());
    if (compositions > 0) log.info(`Nutrition: ${compositions} foods of the composition table loaded`);
    await rememberCatalogueWords(db);
    const lines = await rereadStaleIngredients(db);
    if (lines > 0) log.info(`Ingredients: ${lines} lines read with the current parser and food catalogue`);
    const documents = await rebuildStaleSearchDocuments(db);
    if (documents > 0) log.info(`Search: ${documents} recipe documents rebuilt with the current food catalogue`);
  };
  refresh().catch((error: unknown) => log.error({ err: error }, 'catalogue refresh at start failed'));
}
