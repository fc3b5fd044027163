/** Words for families of foods (types.ts): a search for one finds its members. */
import type { FoodKind } from './types';

/**
 * A kind that shares its name with a food ('potato', 'cheese', 'stock') is read as the food in
 * text; the food lists the kind among its own so the broader kinds reach it (potato ⊂ vegetable).
 */
export const FOOD_KINDS: readonly FoodKind[] = [
  // Produce
  { name: 'vegetable', aliases: ['veg'] },
  { name: 'fruit' },
  { name: 'citrus', aliases: ['citrus fruit'], kinds: ['fruit'] },
  { name: 'berry', aliases: ['soft fruit'], kinds: ['fruit'] },
  { name: 'potato', kinds: ['vegetable'] },
  { name: 'tomato', kinds: ['vegetable'] },
  { name: 'onion', kinds: ['vegetable'] },
  { name: 'leafy green', aliases: ['salad green'], kinds: ['vegetable'] },
  { name: 'squash', kinds: ['vegetable'] },
  { name: 'herb' },
  { name: 'spice' },

  // Grains, pasta, bread
  { name: 'grain', aliases: ['cereal grain', 'whole grain'] },
  { name: 'rice', kinds: ['grain'] },
  { name: 'pasta' },
  { name: 'noodle', kinds: ['pasta'] },
  { name: 'bread' },
  { name: 'flour' },

  // Meat, fish
  { name: 'meat' },
  { name: 'poultry', kinds: ['meat'] },
  { name: 'chicken', kinds: ['poultry'] },
  { name: 'beef', kinds: ['meat'] },
  { name: 'pork', kinds: ['meat'] },
  { name: 'lamb', kinds: ['meat'] },
  { name: 'mince', kinds: ['meat'] },
  { name: 'sausage', kinds: ['meat'] },
  { name: 'seafood' },
  { name: 'fish', kinds: ['seafood'] },
  { name: 'shellfish', kinds: ['seafood'] },

  // Dairy, nuts, seeds, pulses
  { name: 'dairy' },
  { name: 'cheese', kinds: ['dairy'] },
  { name: 'plant milk', aliases: ['dairy-free milk', 'non-dairy milk', 'plant-based milk'] },
  { name: 'nut' },
  { name: 'seed' },
  { name: 'legume', aliases: ['pulse'] },
  { name: 'bean', kinds: ['legume'] },

  // Pantry
  { name: 'oil' },
  { name: 'vinegar' },
  { name: 'sugar' },
  { name: 'stock' },
  { name: 'chocolate' },
];
