import { libraryFilterActions, libraryFiltersSlice, selectLibraryFilters } from '../filtersSlice';

describe('libraryFilters slice: safe for my family', () => {
  const reduce = libraryFiltersSlice.reducer;

  it('starts off', () => {
    expect(selectLibraryFilters({ libraryFilters: reduce(undefined, { type: 'init' }) }).safeForFamily).toBe(false);
  });

  it('turning it on or off goes back to page 1 and keeps the other filters', () => {
    let state = reduce(undefined, { type: 'init' });
    state = { ...state, categoryId: 2, tagId: 7 };
    state = reduce(state, libraryFilterActions.pageChosen(3));
    state = reduce(state, libraryFilterActions.safeForFamilyChosen(true));
    expect(state).toEqual({ categoryId: 2, tagId: 7, safeForFamily: true, page: 1 });
    state = reduce(state, libraryFilterActions.pageChosen(2));
    state = reduce(state, libraryFilterActions.safeForFamilyChosen(false));
    expect(state).toMatchObject({ safeForFamily: false, page: 1 });
  });

  it('Reset turns it off', () => {
    const on = reduce(undefined, libraryFilterActions.safeForFamilyChosen(true));
    expect(reduce(on, libraryFilterActions.reset()).safeForFamily).toBe(false);
  });
});
