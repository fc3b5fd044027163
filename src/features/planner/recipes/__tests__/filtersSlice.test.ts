import { recipesFilterActions, recipesFiltersSlice, selectRecipesFilters } from '../filtersSlice';

describe('recipesFilters slice: safe for my family', () => {
  const reduce = recipesFiltersSlice.reducer;

  it('starts off', () => {
    expect(selectRecipesFilters({ recipesFilters: reduce(undefined, { type: 'init' }) }).safeForFamily).toBe(false);
  });

  it('turning it on or off goes back to page 1 and keeps the other filters', () => {
    let state = reduce(undefined, { type: 'init' });
    state = { ...state, categoryId: 2, ageGroup: 'teen', libraryId: 4 };
    state = reduce(state, recipesFilterActions.pageChosen(3));
    state = reduce(state, recipesFilterActions.safeForFamilyChosen(true));
    expect(state).toEqual({ categoryId: 2, ageGroup: 'teen', libraryId: 4, safeForFamily: true, page: 1 });
    state = reduce(state, recipesFilterActions.pageChosen(2));
    state = reduce(state, recipesFilterActions.safeForFamilyChosen(false));
    expect(state).toMatchObject({ safeForFamily: false, page: 1 });
  });

  it('Reset turns it off', () => {
    const on = reduce(undefined, recipesFilterActions.safeForFamilyChosen(true));
    expect(reduce(on, recipesFilterActions.reset()).safeForFamily).toBe(false);
  });
});
