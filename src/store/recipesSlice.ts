import { createEntityAdapter, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { serverAnswersArrived } from '@/api/baseApi';
import type { Recipe, RecipeCarrier } from '@/api/models';

/**
 * Why an entity slice next to RTK Query: RTK Query is a document cache, so the same recipe
 * returned by the trending carousel, a library grid and the details page would live in
 * three copies. Every fulfilled endpoint that carries recipes (see RecipeCarrier) is
 * upserted here; lists keep ids and cards select their recipe by id, so a favourite toggled
 * once changes every view of that recipe at once.
 */
export const recipesAdapter = createEntityAdapter<Recipe>();

function carriesRecipes(action: UnknownAction): action is UnknownAction & { payload: RecipeCarrier } {
  if (!action.type.startsWith('api/') || !action.type.endsWith('/fulfilled')) return false;
  const payload = (action as { payload?: unknown }).payload;
  return typeof payload === 'object' && payload !== null && Array.isArray((payload as Partial<RecipeCarrier>).recipes);
}

export const recipesSlice = createSlice({
  name: 'recipes',
  initialState: recipesAdapter.getInitialState(),
  reducers: {
    /** Optimistic favourite (and its rollback): one entity, every view. */
    favouriteSet(state, action: PayloadAction<{ id: number; isWishlisted: boolean }>) {
      recipesAdapter.updateOne(state, {
        id: action.payload.id,
        changes: { isWishlisted: action.payload.isWishlisted },
      });
    },
  },
  extraReducers: (builder) => {
    // A server-rendered page's recipes (src/ssr): its cards select them by id while hydrating.
    builder.addCase(serverAnswersArrived, (state, action) => {
      if (Array.isArray(action.payload.recipes)) recipesAdapter.upsertMany(state, action.payload.recipes as Recipe[]);
    });
    builder.addMatcher(carriesRecipes, (state, action) => {
      recipesAdapter.upsertMany(state, action.payload.recipes);
    });
  },
});

export const { favouriteSet } = recipesSlice.actions;

const selectors = recipesAdapter.getSelectors(
  (state: { recipes: ReturnType<typeof recipesSlice.reducer> }) => state.recipes,
);
export const selectRecipeById = selectors.selectById;
export const selectRecipeEntities = selectors.selectEntities;
