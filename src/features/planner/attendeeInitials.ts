import { createSelector } from '@reduxjs/toolkit';
import { mealPlansApi } from '@/api/mealPlans';
import { initialsFor } from '@/entities/meal-plan';

const selectWeek = mealPlansApi.endpoints.getMealPlans.select();

/**
 * Everyone eating a meal this week, with initials unique among them: a person's chip reads the
 * same in every cell of the week. Recomputed only when the week changes.
 */
export const selectAttendeeInitials = createSelector(
  [(state: Parameters<typeof selectWeek>[0]) => selectWeek(state).data],
  (week) =>
    initialsFor(
      week?.flatMap(({ meals }) =>
        meals.flatMap(({ attendees }) => attendees.map(({ memberId, name }) => ({ id: memberId, name }))),
      ) ?? [],
    ),
);
