import { AISLE_NAMES, AISLES, type Aisle, type Weekday } from '@contract/constants';
import type { HouseholdDto, ShoppingItemDto, ShoppingListDto, ShoppingSourceDto } from '@contract/types';
import { dateOfDay, weekEndOf, type IsoDate } from '@contract/weeks';

export const signedIn = { auth: { token: 'test-token', loading: false, signedOutByChoice: false } };

/** The week the fixtures' meals are planned in: Saturday 28 November 2026. */
export const WEEK_START: IsoDate = '2026-11-28';

export const source = (day: Weekday, category: string, recipeName: string, mealPlanId = 1): ShoppingSourceDto => ({
  meal_plan_id: mealPlanId,
  recipe_id: 100 + mealPlanId,
  recipe_name: recipeName,
  day,
  date: dateOfDay(WEEK_START, day),
  category,
});

export function item(
  id: string,
  display: string,
  aisle: Aisle,
  overrides: Partial<ShoppingItemDto> = {},
): ShoppingItemDto {
  return {
    id,
    food: display.toLowerCase(),
    quantity: null,
    unit: null,
    display,
    aisle,
    checked: false,
    hidden: false,
    manual: id.startsWith('m-'),
    pantry: false,
    needed: null,
    more_needed: null,
    sources: [],
    ...overrides,
  };
}

export const ONIONS = item('p-onion', '2 onions', 'produce', {
  sources: [source('saturday', 'Dinner', 'Lentil dal'), source('monday', 'Lunch', 'Tomato soup', 2)],
});
export const LENTILS = item('p-red-lentil', '700 g red lentils', 'pantry', {
  checked: true,
  sources: [
    source('saturday', 'Dinner', 'Lentil dal'),
    source('sunday', 'Lunch', 'Dal soup', 2),
    source('tuesday', 'Dinner', 'Lentil bake', 3),
    source('thursday', 'Dinner', 'Lentil dal', 4),
  ],
});
export const SALT = item('p-salt', 'Salt', 'spices', {
  pantry: true,
  sources: [source('saturday', 'Dinner', 'Lentil dal')],
});
export const SOAP = item('m-12', 'Washing-up liquid', 'other');

export const ALL_AISLES = AISLES.map((id) => ({ id, name: AISLE_NAMES[id] }));

export const WEEK: Weekday[] = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

export const list = (
  items: ShoppingItemDto[],
  days: Weekday[] = WEEK,
  weekStart: IsoDate = WEEK_START,
): ShoppingListDto => ({
  week: { start: weekStart, end: weekEndOf(weekStart) },
  days,
  items,
  aisles: ALL_AISLES,
});

/** GET /api/household: only its time zone matters to the list. */
export const household = (timeZone: string | null): HouseholdDto => ({
  id: 1,
  name: 'The Anders family',
  members: [],
  you_are_parent: true,
  can_leave: false,
  time_zone: timeZone,
  meal_times: [],
});
