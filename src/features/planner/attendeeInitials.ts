import { createSelector } from '@reduxjs/toolkit';
import type { IsoDate } from '@contract/weeks';
import { mealPlansApi } from '@/api/mealPlans';
import { initialsFor } from '@/entities/meal-plan';

type State = Parameters<ReturnType<typeof mealPlansApi.endpoints.getMealPlans.select>>[0];

/**
 * Everyone eating a meal in the shown week, with initials unique among them: a person's chip reads
 * the same in every cell of the week. Recomputed only when the week changes.
 */
export const selectAttendeeInitials = createSelector(
  [(state: State, week: IsoDate) => mealPlansApi.endpoints.getMealPlans.select({ week })(state).data],
  (days) =>
    initialsFor(
      days?.flatMap(({ meals }) =>
        meals.flatMap(({ attendees }) => attendees.map(({ memberId, name }) => ({ id: memberId, name }))),
      ) ?? [],
    ),
);
