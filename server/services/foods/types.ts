/**
 * The food catalogue's vocabulary: what a food is called, what kind of food it is, what the
 * shopping list needs to know of it, what it holds for allergies and diets, and which row of a
 * composition table it is. One catalogue serves search (kinds of food, spellings), ingredient
 * parsing, allergens and nutrition. The foods themselves are data: server/data/foods/*.jsonl,
 * read by catalogueData.ts.
 */

import type { Aisle, Allergen } from '../../../contract/constants';

export { AISLES, type Aisle } from '../../../contract/constants';

/** Where an animal food comes from, as diets see it. */
export type AnimalSource = 'meat' | 'pork' | 'fish' | 'shellfish' | 'dairy' | 'egg' | 'honey' | 'gelatine';

export const ANIMAL_SOURCES: readonly AnimalSource[] = [
  'meat',
  'pork',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'honey',
  'gelatine',
];

/** What a food holds for allergies and diets. */
export interface FoodDietary {
  /** The major allergens the food is or usually contains, as sold in a UK/US supermarket. */
  allergens?: readonly Allergen[];
  /**
   * The major allergens the food itself does not contain but that some of what is sold under its
   * name does (issue 35): some brands or variants (Thai red curry paste: shrimp paste in many →
   * crustaceans), or a shop label's common "may contain" warning (dark chocolate → milk). None
   * of `allergens`; `dietaryNote` says why. A softer mark than `allergens`: it never changes the
   * diets a recipe suits, but filters for an allergy leave it out all the same.
   */
  mayContain?: readonly Allergen[];
  /**
   * Animal origins: 'pork' for pork, bacon, ham, chorizo, pancetta, lard, gelatine from pork…;
   * 'meat' for other meat and poultry (beef, lamb, chicken, turkey, duck, venison, meat stock);
   * 'fish', 'shellfish' (crustaceans and molluscs), 'dairy', 'egg', 'honey', 'gelatine'. A food
   * can have several (pork sausage: ['pork']; beef stock: ['meat']; fish sauce: ['fish'];
   * Worcestershire sauce: ['fish'] (anchovy); parmesan: ['dairy'], its animal rennet ignored).
   */
  animal?: readonly AnimalSource[];
  /** Contains alcohol (wine, beer, spirits, mirin; vanilla extract is NOT counted). */
  alcohol?: true;
}

/** The composition tables a food can be linked to. */
export type CompositionTableName = 'ifct' | 'usda';

/**
 * How a catalogue food relates to its table food. 'same': the row is this food as a recipe buys
 * it. 'near': the table lacks the food, and the row is a close food a cook would accept as a
 * stand-in for an estimate; the note says what it is and how it differs.
 */
export type CompositionMatch = 'same' | 'near';

export interface CompositionLink {
  table: CompositionTableName;
  /** The table's food code: 'G017' (IFCT 2017), '01001' (USDA SR28 NDB number). */
  code: string;
  match: CompositionMatch;
  /** Why, for 'near' (required), or which variety was chosen. */
  note?: string;
}

export interface Food extends FoodDietary {
  /** Canonical name: singular, lower case, British spelling ('courgette', 'sweet potato'). */
  name: string;
  /**
   * Other names people write for the same food: American spellings ('zucchini'), other words
   * ('garbanzo', 'scallion'), fuller or shorter forms ('bell pepper'). Plurals need not be
   * listed: names are compared singularised (pluralize), except irregular ones it gets wrong.
   */
  aliases?: readonly string[];
  /**
   * Foods it is made with, by canonical name, where its name says so: olive oil → ['olive'],
   * peanut butter → ['peanut'], egg noodle → ['egg']. A search for olive finds olive oil;
   * allergens read it too. (Not from the name alone: butter bean holds no butter.)
   */
  madeWith?: readonly string[];
  /** The kinds it belongs to directly (FOOD_KINDS names): salmon → ['fish']. */
  kinds?: readonly string[];
  aisle: Aisle;
  /** Kept in most kitchens (salt, pepper, water, oil): listed apart on a shopping list. */
  staple?: boolean;
  /** Grams per millilitre, where known: lets volumes and weights of one food merge. */
  density?: number;
  /** Grams per piece, where a food is counted (one onion, one egg). */
  pieceGrams?: number;
  /** Why the food carries the allergens, may-contains and origins it does, where that is not obvious. */
  dietaryNote?: string;
  /** Its row in a composition table; a food without one lowers coverage, never invents values. */
  composition?: CompositionLink;
  /**
   * The USDA SR28 row (NDB number: '11297', parsley, fresh) whose household measures weigh this
   * food, where its composition row is another table's: IFCT gives no cup, spoon or head, so
   * "1/4 cup chopped parsley" of a food linked to IFCT is weighed by SR28's cup of it. Only the
   * row's measures are read, never its nutrients; the row is the same food, raw as bought.
   */
  measures?: string;
  /** How a shop sells it (a tin of 400 g, a pot of 150 ml, a bunch): the shopping list buys it so. */
  purchase?: PurchaseForm;
}

/** The containers and bundles a shop sells food in. */
export const PURCHASE_FORMS = [
  'tin',
  'pot',
  'tub',
  'tube',
  'jar',
  'bottle',
  'carton',
  'pack',
  'bag',
  'box',
  'block',
  'ball',
  'punnet',
  'bunch',
  'bulb',
  'head',
] as const;
export type PurchaseFormName = (typeof PURCHASE_FORMS)[number];

/**
 * Forms whose size is a rough average, never printed on them: "1 bunch basil", not "(30 g)".
 * Their size only says how much of the food one holds.
 */
export const LOOSE_FORMS: ReadonlySet<PurchaseFormName> = new Set(['bunch', 'bulb', 'head']);

/** What one pack holds: grams, millilitres, or pieces of the food (6 eggs, 10 cloves, 8 spring onions). */
export type PurchaseUnit = 'g' | 'ml' | 'piece';

/** A further size of the same form on the shelf (cream in 300 ml pots as well as 150 ml). */
export interface PurchaseSize {
  size: number;
  /** How the label reads, where not plain metric: "2 pints". */
  label?: string;
}

/**
 * A food as a shop sells it: `{ "form": "tin", "size": 400, "unit": "g", "drained": 240 }`.
 * The shopping list turns what the recipes need into whole packs of it.
 */
export interface PurchaseForm extends PurchaseSize {
  form: PurchaseFormName;
  unit: PurchaseUnit;
  /** Other sizes of the form; the list picks the packs that waste least. */
  others?: readonly PurchaseSize[];
  /**
   * Grams of the food as a recipe uses it in one pack of `size`: 240 g of chickpeas drained from
   * a 400 g tin. A recipe's weight that is not whole tins ("240 g chickpeas") is of that.
   */
  drained?: number;
  /**
   * One of a recipe's units in `unit`, for units that are not weights or volumes (a handful of
   * herbs: 10 g; a clove of garlic: 1 piece of a bulb; "1 knob" of butter, read as a piece:
   * 15 g), or spoons of a food without a density (a tablespoon of chopped herbs: 3 g).
   */
  per?: Readonly<Record<string, number>>;
  /** What one counted piece of it is, where not the food itself: a clove of garlic, a leaf of basil. */
  pieceName?: string;
}

/** A word for a family of foods: 'pasta', 'fish', 'nuts'. Members are the foods (and kinds) naming it. */
export interface FoodKind {
  /** Canonical name, singular, lower case: 'nut', 'fish', 'pasta'. */
  name: string;
  /** Other words for it ('noodles' is not pasta's alias but a member food; 'shellfish' is its own kind). */
  aliases?: readonly string[];
  /** Broader kinds it belongs to: shellfish → ['seafood']. */
  kinds?: readonly string[];
}
