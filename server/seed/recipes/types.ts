/** The shape of one demo recipe as written in the seed data files. */
import type { AgeGroup } from '../../../contract/constants';
import type { Palette } from '../imageScenes';
import type { CategoryName, CookKey, LibraryName, TagName } from '../catalogData';

export interface RecipeArt {
  /** The dish, drawn large in the middle. */
  emoji: string;
  /**
   * What is served with it, drawn with the dish on one plate: a composition for a dish no single
   * emoji shows (egg muffins are not a cupcake), and so no two recipes share a picture.
   */
  with?: readonly string[];
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

/** What a recipe's picture shows: no two demo recipes may have the same (server/seed/seedArt.test.ts). */
export function artKey(art: RecipeArt): string {
  return [art.emoji, ...(art.with ?? [])].join('+');
}
