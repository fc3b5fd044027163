/**
 * The food catalogue's vocabulary: what a food is called, what kind of food it is, and what the
 * shopping list needs to know of it. One catalogue serves search (kinds of food, spellings),
 * ingredient parsing, allergens and nutrition.
 */

import type { Aisle } from '../../../contract/constants';

export { AISLES, type Aisle } from '../../../contract/constants';

export interface Food {
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
