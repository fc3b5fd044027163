import { plannerModeSlice, plannerModeToggled, selectCellMode } from './plannerModeSlice';

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
