/** Cache tag types and well-known ids, used by every injected endpoint. */
export const TAG = {
  Recipe: 'Recipe',
  RecipeList: 'RecipeList',
  MyRecipe: 'MyRecipe',
  Wishlist: 'Wishlist',
  Review: 'Review',
  MealPlan: 'MealPlan',
  ShoppingList: 'ShoppingList',
  Household: 'Household',
  User: 'User',
  Content: 'Content',
} as const;

/** The id of a whole list's tag (lists also provide one tag per item id). */
export const LIST = 'LIST';

/** The other well-known tag ids: one list or document each. */
export const TAG_ID = {
  Trending: 'TRENDING',
  Blogs: 'BLOGS',
  blog: (slug: string) => `BLOG-${slug}`,
  /** The caller's household: its members, and what is read through them (conflicts, suggestions). */
  household: 'MINE',
} as const;

export type TagType = (typeof TAG)[keyof typeof TAG];

/** A list's tags: the whole list's, and one per item id, all of one type (my recipes, the wishlist). */
export const listTags = (type: TagType) => (result: { ids: number[] } | undefined) => [
  { type, id: LIST },
  ...(result?.ids.map((id) => ({ type, id })) ?? []),
];
