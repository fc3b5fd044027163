import {
  libraryFiltersReset,
  libraryFiltersSlice,
  libraryPageChosen,
  librarySafeForFamilyChosen,
  selectLibraryFilters,
} from '../filtersSlice';

describe('libraryFilters slice: safe for my family', () => {
  const reduce = libraryFiltersSlice.reducer;

  it('starts off', () => {
    expect(selectLibraryFilters({ libraryFilters: reduce(undefined, { type: 'init' }) }).safeForFamily).toBe(false);
  });

  it('turning it on or off goes back to page 1 and keeps the other filters', () => {
    let state = reduce(undefined, { type: 'init' });
    state = { ...state, categoryId: 2, tagId: 7 };
    state = reduce(state, libraryPageChosen(3));
    state = reduce(state, librarySafeForFamilyChosen(true));
    expect(state).toEqual({ categoryId: 2, tagId: 7, safeForFamily: true, page: 1 });
    state = reduce(state, libraryPageChosen(2));
    state = reduce(state, librarySafeForFamilyChosen(false));
    expect(state).toMatchObject({ safeForFamily: false, page: 1 });
  });

  it('Reset turns it off', () => {
    const on = reduce(undefined, librarySafeForFamilyChosen(true));
    expect(reduce(on, libraryFiltersReset()).safeForFamily).toBe(false);
  });
});
