/** Rows of many recipes, as one list per recipe id: `value` of each row, in the rows' order. */
export function groupByRecipe<T extends { recipeId: number }, V>(
  rows: readonly T[],
  value: (row: T) => V,
): Map<number, V[]> {
  const byRecipe = new Map<number, V[]>();
  for (const row of rows) {
    const values = byRecipe.get(row.recipeId);
    if (values) values.push(value(row));
    else byRecipe.set(row.recipeId, [value(row)]);
  }
  return byRecipe;
}
