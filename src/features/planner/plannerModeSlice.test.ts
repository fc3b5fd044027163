import { mealPlanned } from '@/entities/meal-plan';
import {
  justPlannedShown,
  plannerCellModeCleared,
  plannerModeSlice,
  plannerModesCleared,
  plannerModeToggled,
  selectCellMode,
  selectJustPlannedDay,
} from './plannerModeSlice';

describe('plannerMode slice', () => {
  const reduce = plannerModeSlice.reducer;
  const cell = { day: 'tuesday' as const, categoryId: 3 };

  it('turns a mode on for one cell and off when chosen again', () => {
    const on = reduce(undefined, plannerModeToggled({ ...cell, mode: 'edit' }));
    expect(selectCellMode({ plannerMode: on }, cell)).toBe('edit');
    expect(selectCellMode({ plannerMode: on }, { day: 'monday', categoryId: 3 })).toBeUndefined();
    const off = reduce(on, plannerModeToggled({ ...cell, mode: 'edit' }));
    expect(selectCellMode({ plannerMode: off }, cell)).toBeUndefined();
  });

  it('switches from edit to delete on the same cell', () => {
    const edit = reduce(undefined, plannerModeToggled({ ...cell, mode: 'edit' }));
    const del = reduce(edit, plannerModeToggled({ ...cell, mode: 'delete' }));
    expect(selectCellMode({ plannerMode: del }, cell)).toBe('delete');
  });
});

describe('plannerMode slice: clearing', () => {
  const reduce = plannerModeSlice.reducer;
  const tuesdayDinner = { day: 'tuesday' as const, categoryId: 3 };
  const fridayBreakfast = { day: 'friday' as const, categoryId: 1 };

  it('clears one emptied cell and leaves the others in their mode', () => {
    let state = reduce(undefined, plannerModeToggled({ ...tuesdayDinner, mode: 'delete' }));
    state = reduce(state, plannerModeToggled({ ...fridayBreakfast, mode: 'edit' }));
    state = reduce(state, plannerCellModeCleared(tuesdayDinner));
    expect(selectCellMode({ plannerMode: state }, tuesdayDinner)).toBeUndefined();
    expect(selectCellMode({ plannerMode: state }, fridayBreakfast)).toBe('edit');
  });

  it('clears every cell at once', () => {
    const state = reduce(
      reduce(undefined, plannerModeToggled({ ...tuesdayDinner, mode: 'edit' })),
      plannerModesCleared(),
    );
    expect(state.modes).toEqual({});
  });
});

describe('plannerMode slice: the day just planned (issue 15)', () => {
  const reduce = plannerModeSlice.reducer;

  it('remembers the day a meal was added to until the week has shown it', () => {
    const planned = reduce(undefined, mealPlanned('wednesday'));
    expect(selectJustPlannedDay({ plannerMode: planned })).toBe('wednesday');
    const shown = reduce(planned, justPlannedShown());
    expect(selectJustPlannedDay({ plannerMode: shown })).toBeUndefined();
  });
});
