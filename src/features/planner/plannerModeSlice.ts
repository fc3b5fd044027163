import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Weekday } from '@contract/constants';
import { mealPlanned } from '@/entities/meal-plan';

export type PlannerModeKind = 'edit' | 'people' | 'delete';

export interface PlannerCell {
  day: Weekday;
  categoryId: number;
}

/** Edit, who's-eating or delete mode per planner cell, keyed `day:categoryId` (SPEC.md §4). */
export interface PlannerModeState {
  modes: Record<string, PlannerModeKind>;
  /**
   * The day a meal was just added to, until the week has shown it: the phone's day tabs open
   * on it instead of today (issue 15). Not in the address: tabs are page state.
   */
  justPlanned?: Weekday;
}

export const cellKey = ({ day, categoryId }: PlannerCell) => `${day}:${categoryId}`;

export const plannerModeSlice = createSlice({
  name: 'plannerMode',
  initialState: { modes: {} } as PlannerModeState,
  reducers: {
    /** Choosing a mode again (the menu then reads 'Cancel') turns it off. */
    plannerModeToggled(state, action: PayloadAction<PlannerCell & { mode: PlannerModeKind }>) {
      const key = cellKey(action.payload);
      if (state.modes[key] === action.payload.mode) delete state.modes[key];
      else state.modes[key] = action.payload.mode;
    },
    /** A cell that no longer has meals leaves its mode (a later meal starts in view mode). */
    plannerCellModeCleared(state, action: PayloadAction<PlannerCell>) {
      delete state.modes[cellKey(action.payload)];
    },
    plannerModesCleared(state) {
      state.modes = {};
    },
    /** The week has been brought into view on that day. */
    justPlannedShown(state) {
      delete state.justPlanned;
    },
  },
  extraReducers: (builder) => {
    // Planned from any page (the recipe page's 'Plan for a meal' too): kept until the week shows it.
    builder.addCase(mealPlanned, (state, action) => {
      state.justPlanned = action.payload;
    });
  },
  selectors: {
    selectPlannerModes: (state) => state.modes,
    selectJustPlannedDay: (state) => state.justPlanned,
  },
});

export const { plannerModeToggled, plannerCellModeCleared, plannerModesCleared, justPlannedShown } =
  plannerModeSlice.actions;
export const { selectPlannerModes, selectJustPlannedDay } = plannerModeSlice.selectors;

export const selectCellMode = (
  state: { plannerMode: PlannerModeState },
  cell: PlannerCell,
): PlannerModeKind | undefined => state.plannerMode.modes[cellKey(cell)];
