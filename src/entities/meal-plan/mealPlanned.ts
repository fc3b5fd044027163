import { createAction } from '@reduxjs/toolkit';
import type { Weekday } from '@contract/constants';

/**
 * A meal was just added to this day. The planner page's mode slice keeps the day until the week
 * has shown it (its phone day tabs open on it), so the action keeps that slice's name.
 */
export const mealPlanned = createAction<Weekday>('plannerMode/mealPlanned');
