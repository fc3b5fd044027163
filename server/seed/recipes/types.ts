/** The shape of one demo recipe as written in the seed data files. */
import type { AgeGroup } from '../../../contract/constants';
import type { Palette } from '../imageScenes';
import type { CategoryName, CookKey, LibraryName, TagName } from '../catalogData';

export interface RecipeArt {
  /** The dish, drawn large in the middle. */
  emoji: string;
  /** Two or three ingredients drawn smaller around it. */
  accents: readonly string[];
  palette: Palette;
}

export interface RecipeSeed {
  name: string;
  category: CategoryName;
  ageGroup: AgeGroup;
  creator: CookKey;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  nutrition: string;
  tags: readonly TagName[];
  ingredients: readonly string[];
  steps: readonly string[];
  art: RecipeArt;
  resourceLink?: string;
}

export interface LibraryRecipes {
  library: LibraryName;
  recipes: readonly RecipeSeed[];
}

/** 'Per serving: 420 kcal · 18 g protein · 52 g carbs · 14 g fat · 6 g fibre' */
export function perServing(kcal: number, protein: number, carbs: number, fat: number, fibre: number): string {
  return `Per serving: ${kcal} kcal · ${protein} g protein · ${carbs} g carbs · ${fat} g fat · ${fibre} g fibre`;
}
