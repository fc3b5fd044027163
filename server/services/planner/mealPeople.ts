/**
 * Who eats a planned meal, how much, and what in it they may not eat (issue 19). Pure: the
 * caller reads the household's members and the recipe's ingredient lines.
 */
import type { Allergen, Diet } from '../../../contract/constants';
import type { MealAttendeeDto, MealConflictDto } from '../../../contract/types';
import { recipeFoodFindings } from '../foods/dietary';
import { portionOf, type MemberRow } from '../household/household';

export type Member = Pick<MemberRow, 'id' | 'name' | 'ageGroup' | 'portion' | 'allergens' | 'diets' | 'dislikes'>;

/** A meal's people: the named ones still in the household, or everyone when none are named. */
export function attendeesOf<M extends Member>(memberIds: readonly number[] | null, members: readonly M[]): M[] {
  if (memberIds === null) return [...members];
  const named = new Set(memberIds);
  return members.filter((member) => named.has(member.id));
}

export const toAttendeeDto = (member: Member): MealAttendeeDto => ({
  member_id: member.id,
  name: member.name,
  portion: portionOf(member),
});

/** Adult servings the attendees eat, to two decimals. */
export const portionsOf = (attendees: readonly Member[]): number =>
  Math.round(attendees.reduce((sum, member) => sum + portionOf(member), 0) * 100) / 100;

/**
 * Every way a recipe does not suit the people eating it: each member's allergens the recipe
 * holds or only may contain (issue 35), the diets it breaks and the disliked foods it names, each with the food responsible.
 */
export function conflictsOf(lines: readonly string[], attendees: readonly Member[]): MealConflictDto[] {
  if (attendees.length === 0 || lines.length === 0) return [];
  const findings = recipeFoodFindings(lines);
  const conflicts: MealConflictDto[] = [];
  for (const member of attendees) {
    const who = { member_id: member.id, member_name: member.name };
    for (const allergen of member.allergens as Allergen[]) {
      const food = findings.allergens.get(allergen);
      if (food) conflicts.push({ ...who, allergen, food });
      const mayFood = findings.mayContain.get(allergen);
      if (mayFood) conflicts.push({ ...who, may_contain: allergen, food: mayFood });
    }
    for (const diet of member.diets as Diet[]) {
      const food = findings.dietBreakers.get(diet);
      if (food) conflicts.push({ ...who, diet, food });
    }
    for (const dislike of member.dislikes)
      if (findings.foods.has(dislike)) conflicts.push({ ...who, dislike, food: dislike });
  }
  return conflicts;
}
