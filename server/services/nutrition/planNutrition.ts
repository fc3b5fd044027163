/**
 * What the household's planned meals give each member (issue 20): per day and over the days
 * asked for, each meal counted as its recipe's estimate per serving times the member's portion,
 * beside the member's reference intakes. Planned meals only: what is eaten outside the plan is
 * not known. A meal whose recipe has only a partial estimate (coverage under
 * NUTRITION_TRUSTED_COVERAGE) is not added at all (issue 35): it is reported as planned but not
 * counted. Over several days, the reference counts only the days with a counted meal.
 */
import { and, inArray } from 'drizzle-orm';
import {
  NUTRIENTS,
  NUTRITION_TRUSTED_COVERAGE,
  PLAN_NUTRIENTS,
  WEEKDAYS,
  type MemberAgeGroup,
  type Weekday,
} from '../../../contract/constants';
import type { MemberNutritionDto, NutrientAmountsDto, NutritionDto, PlanNutritionDto } from '../../../contract/types';
import type { IsoDate } from '../../../contract/weeks';
import type { Database } from '../../db/client';
import { mealPlans } from '../../db/schema';
import { householdIdOf, memberRows, portionOf } from '../household/household';
import { attendeesOf, type Member } from '../planner/mealPeople';
import { plannedMeals } from '../planner/plannedMeals';
import { householdWeek, inWeek } from '../planner/plannerWeek';
import { dailyReference, noNutrients, REFERENCE_SOURCE } from './referenceIntakes';

interface PlannedMeal {
  day: Weekday;
  memberIds: number[] | null;
  /** The recipe's estimate per serving; null when nothing of it could be matched. */
  nutrition: NutritionDto | null;
}

/** A member's running sums over some meals. */
interface Intake {
  meals: number;
  counted: number;
  /** The days on which a meal was counted. */
  days: Set<Weekday>;
  totals: NutrientAmountsDto;
  coverageSum: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function eat(intake: Intake, meal: PlannedMeal, portion: number): void {
  intake.meals += 1;
  const estimate = meal.nutrition;
  if (!estimate || estimate.coverage < NUTRITION_TRUSTED_COVERAGE) return;
  intake.counted += 1;
  intake.days.add(meal.day);
  intake.coverageSum += estimate.coverage;
  for (const nutrient of PLAN_NUTRIENTS) intake.totals[nutrient] += estimate[nutrient] * portion;
}

/** `days`: the reference's days, or null to count the days with a counted meal. */
function toMemberNutrition(member: Member, intake: Intake, referenceDays: number | null): MemberNutritionDto {
  const days = referenceDays ?? intake.days.size;
  const daily = dailyReference(member.ageGroup as MemberAgeGroup);
  const totals = noNutrients();
  const reference = noNutrients();
  const share = noNutrients();
  for (const { key: nutrient, places } of NUTRIENTS) {
    totals[nutrient] = round(intake.totals[nutrient], places);
    reference[nutrient] = round(daily[nutrient] * days, places);
    share[nutrient] = reference[nutrient] > 0 ? round(intake.totals[nutrient] / reference[nutrient], 2) : 0;
  }
  return {
    member_id: member.id,
    name: member.name,
    age_group: member.ageGroup as MemberAgeGroup,
    meals: intake.meals,
    meals_counted: intake.counted,
    days_counted: intake.days.size,
    totals,
    reference,
    share,
    coverage: intake.counted > 0 ? round(intake.coverageSum / intake.counted, 3) : null,
  };
}

const nothingEaten = (): Intake => ({ meals: 0, counted: 0, days: new Set(), totals: noNutrients(), coverageSum: 0 });

/**
 * The nutrition of the household's planned meals on `days` (in week order) of the week holding
 * `date` (issue 38; undefined: this week), per member.
 */
export async function loadPlanNutrition(
  db: Database,
  userId: number,
  days: readonly Weekday[],
  date?: IsoDate,
): Promise<PlanNutritionDto> {
  const householdId = await householdIdOf(db, userId);
  const asked = WEEKDAYS.filter((day) => days.includes(day));
  const range = await householdWeek(db, householdId, date);
  const [members, meals] = await Promise.all([
    memberRows(db, householdId),
    plannedMeals(db, householdId, and(inWeek(range.start), inArray(mealPlans.day, asked))),
  ]);

  const byDay = new Map(asked.map((day) => [day, members.map(nothingEaten)]));
  const overall = members.map(nothingEaten);
  for (const meal of meals as PlannedMeal[]) {
    const intakes = byDay.get(meal.day);
    if (!intakes) continue;
    const eating = new Set(attendeesOf(meal.memberIds, members).map((member) => member.id));
    members.forEach((member, index) => {
      if (!eating.has(member.id)) return;
      const portion = portionOf(member);
      eat(intakes[index], meal, portion);
      eat(overall[index], meal, portion);
    });
  }

  return {
    days: asked.map((day) => ({
      day,
      members: members.map((member, index) => toMemberNutrition(member, byDay.get(day)![index], 1)),
    })),
    week: {
      ...range,
      days: asked.length,
      members: members.map((member, index) => toMemberNutrition(member, overall[index], null)),
    },
    reference_source: REFERENCE_SOURCE,
  };
}
