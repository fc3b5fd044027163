/**
 * The demo recipes' pictures (issue 15, point 16): each recipe's own, and of its dish.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HOME_BANNER } from './cmsData';
import { twemojiFileName } from './emoji';
import { RECIPES_BY_LIBRARY } from './recipes';
import { artKey } from './recipes/types';

const allRecipes = RECIPES_BY_LIBRARY.flatMap((group) => group.recipes);
const TWEMOJI_DIR = path.dirname(require.resolve('@twemoji/svg/package.json'));

it('no two demo recipes have the same picture', () => {
  const byKey = new Map<string, string[]>();
  for (const recipe of allRecipes)
    byKey.set(artKey(recipe.art), [...(byKey.get(artKey(recipe.art)) ?? []), recipe.name]);
  const shared = [...byKey.entries()].filter(([, names]) => names.length > 1);
  expect(shared).toEqual([]);
  expect(byKey.size).toBe(allRecipes.length);
});

it('pictures fit their dish: the egg muffins are no cupcake, and the only cake is a cake', () => {
  const art = (name: string) => allRecipes.find((recipe) => recipe.name === name)!.art;
  expect(artKey(art('Spinach and Feta Breakfast Muffins'))).not.toContain('🧁');
  expect([
    art('Spinach and Feta Breakfast Muffins').emoji,
    ...(art('Spinach and Feta Breakfast Muffins').with ?? []),
  ]).toEqual(expect.arrayContaining(['🥚', '🥬', '🧀']));
  expect(allRecipes.filter((recipe) => artKey(recipe.art).includes('🧁')).map((recipe) => recipe.name)).toEqual([
    'Chocolate Protein Mug Cake',
  ]);
});

it('every emoji of every picture is one Twemoji draws', () => {
  const emojis = new Set<string>();
  for (const { art } of allRecipes)
    for (const emoji of [art.emoji, ...(art.with ?? []), ...art.accents]) emojis.add(emoji);
  for (const { emojis: tile } of HOME_BANNER.art) for (const emoji of tile) emojis.add(emoji);
  const missing = [...emojis].filter((emoji) => !existsSync(path.join(TWEMOJI_DIR, twemojiFileName(emoji))));
  expect(missing).toEqual([]);
});
