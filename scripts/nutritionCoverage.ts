/**
 * How much of each demo recipe the composition table covers (issue 20): each recipe's coverage
 * and its weighed lines left unmatched, then the catalogue foods that leave the most grams
 * unmatched across all of them — the next links or definitions worth looking for.
 *
 *   npx tsx scripts/nutritionCoverage.ts            # every recipe, then the summary
 *   npx tsx scripts/nutritionCoverage.ts --summary  # the summary only
 */
import { RECIPES_BY_LIBRARY } from '../server/seed/recipes';
import { parseIngredientLine } from '../server/services/foods/ingredientLine';
import { catalogueFood, gramsOf } from '../server/services/nutrition/lineWeight';
import { per100gOf, recipeNutrition } from '../server/services/nutrition/recipeNutrition';

const summaryOnly = process.argv.includes('--summary');
const unmatchedByFood = new Map<string, { grams: number; recipes: number }>();
const coverages: number[] = [];

for (const { library, recipes } of RECIPES_BY_LIBRARY) {
  for (const recipe of recipes) {
    const coverage = recipeNutrition(recipe.ingredients, recipe.servings)?.coverage ?? 0;
    coverages.push(coverage);
    const missing: string[] = [];
    for (const line of recipe.ingredients) {
      const parsed = parseIngredientLine(line);
      const grams = gramsOf(parsed, line);
      const food = catalogueFood(parsed);
      if (grams === null || (food && per100gOf(food.name, line))) continue;
      const key = food?.name ?? `? ${parsed.food}`;
      const entry = unmatchedByFood.get(key) ?? { grams: 0, recipes: 0 };
      unmatchedByFood.set(key, { grams: entry.grams + grams, recipes: entry.recipes + 1 });
      missing.push(`    ${Math.round(grams).toString().padStart(5)} g  ${line}  [${key}]`);
    }
    if (summaryOnly) continue;
    console.log(`${coverage >= 0.8 ? ' ' : '!'} ${coverage.toFixed(3)}  ${recipe.name} (${library})`);
    if (missing.length) console.log(missing.join('\n'));
  }
}

const sorted = [...coverages].sort((a, b) => a - b);
const middle = sorted.length / 2;
const median = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
console.log(
  `\n${coverages.filter((coverage) => coverage >= 0.8).length} of ${coverages.length} recipes at coverage ≥ 0.8; median ${median.toFixed(3)}`,
);
console.log('\nUnmatched grams by food ("?" = not a catalogue food):');
for (const [food, { grams, recipes }] of [...unmatchedByFood].sort((a, b) => b[1].grams - a[1].grams))
  console.log(`${Math.round(grams).toString().padStart(7)} g  ${food} (${recipes} line${recipes === 1 ? '' : 's'})`);
