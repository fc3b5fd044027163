/** Cache tag types and well-known ids, used by every injected endpoint. */
export const TAG = {
  Recipe: 'Recipe',
  RecipeList: 'RecipeList',
  MyRecipe: 'MyRecipe',
  Wishlist: 'Wishlist',
  Review: 'Review',
  MealPlan: 'MealPlan',
  User: 'User',
  Content: 'Content',
} as const;

export const LIST = 'LIST';

export type TagType = (typeof TAG)[keyof typeof TAG];
