import { ALLERGEN_NAMES, DIET_NAMES } from '@contract/constants';
import type { MealConflict, PlannedMeal } from '@/api/mealPlans';
import { formatPortion } from '@/entities/household';
import { countOf } from '@/lib/plural';

/** The texts the planner shows about who eats a meal and what it does not suit. */

const allergenName = (conflict: Extract<MealConflict, { kind: 'allergen' | 'may-contain' }>) =>
  ALLERGEN_NAMES[conflict.allergen].toLowerCase();
const dietName = (conflict: Extract<MealConflict, { kind: 'diet' }>) => DIET_NAMES[conflict.diet].toLowerCase();
/** The recipe's food, when it says more than the disliked food itself ('chestnut mushroom' for 'mushroom'). */
const dislikedFood = (conflict: Extract<MealConflict, { kind: 'dislike' }>) =>
  conflict.food && conflict.food !== conflict.dislike ? ` (${conflict.food})` : '';
const fromFood = (food: string) => (food ? ` (${food})` : '');
/** "Granola", or "This recipe" when the server named no food. */
const foodAsSubject = (food: string) => (food ? food.charAt(0).toUpperCase() + food.slice(1) : 'This recipe');

/**
 * A "may contain" conflict (issue 35): traces, or some brands. It counts as a conflict and is
 * never hidden, but reads, and where the UI can, looks softer than a contained allergen.
 */
export const isMayContain = (conflict: MealConflict) => conflict.kind === 'may-contain';

/** True when every conflict is only a "may contain": the UI may then use its softer look. */
export const onlyMayContain = (conflicts: readonly MealConflict[]) =>
  conflicts.length > 0 && conflicts.every(isMayContain);

/**
 * A conflict in the meal's badge: "Mia: peanuts — from peanut butter", "Mia: may contain peanuts —
 * from granola", "Sam: vegetarian — chicken", "Ana dislikes mushroom".
 */
export function conflictLine(conflict: MealConflict): string {
  switch (conflict.kind) {
    case 'allergen':
      return `${conflict.memberName}: ${allergenName(conflict)}${conflict.food ? ` — from ${conflict.food}` : ''}`;
    case 'may-contain':
      return `${conflict.memberName}: may contain ${allergenName(conflict)}${conflict.food ? ` — from ${conflict.food}` : ''}`;
    case 'diet':
      return `${conflict.memberName}: ${dietName(conflict)}${conflict.food ? ` — ${conflict.food}` : ''}`;
    case 'dislike':
      return `${conflict.memberName} dislikes ${conflict.dislike}${dislikedFood(conflict)}`;
  }
}

/**
 * A conflict as advice before planning: "Mia is allergic to peanuts (peanut butter).", "Granola
 * may contain peanuts — Mia is allergic."
 */
export function conflictSentence(conflict: MealConflict): string {
  switch (conflict.kind) {
    case 'allergen':
      return `${conflict.memberName} is allergic to ${allergenName(conflict)}${fromFood(conflict.food)}.`;
    case 'may-contain':
      return `${foodAsSubject(conflict.food)} may contain ${allergenName(conflict)} — ${conflict.memberName} is allergic.`;
    case 'diet':
      return `${conflict.memberName} eats ${dietName(conflict)} only${fromFood(conflict.food)}.`;
    case 'dislike':
      return `${conflict.memberName} doesn't like ${conflict.dislike}${dislikedFood(conflict)}.`;
  }
}

/**
 * A conflict beside the person's name in a list of people: "Allergic to peanuts (peanut butter)",
 * "May contain peanuts (granola)".
 */
export function conflictNote(conflict: MealConflict): string {
  switch (conflict.kind) {
    case 'allergen':
      return `Allergic to ${allergenName(conflict)}${fromFood(conflict.food)}`;
    case 'may-contain':
      return `May contain ${allergenName(conflict)}${fromFood(conflict.food)}`;
    case 'diet':
      return `Eats ${dietName(conflict)} only${fromFood(conflict.food)}`;
    case 'dislike':
      return `Doesn't like ${conflict.dislike}${dislikedFood(conflict)}`;
  }
}

/** "1 conflict", "2 conflicts". */
export const conflictCount = (conflicts: readonly MealConflict[]) => countOf(conflicts.length, 'conflict');

/** Each person's conflicts, in the order the people first appear. */
export function conflictsByMember(conflicts: readonly MealConflict[]): Map<number, MealConflict[]> {
  const byMember = new Map<number, MealConflict[]>();
  for (const conflict of conflicts) {
    byMember.set(conflict.memberId, [...(byMember.get(conflict.memberId) ?? []), conflict]);
  }
  return byMember;
}

/** "Eating: Mia, Sam (1½ portions)": who eats the meal and how much the shopping list buys for. */
export function eatingLabel(meal: Pick<PlannedMeal, 'attendees' | 'portions'>): string {
  const names = meal.attendees.map(({ name }) => name).join(', ');
  const portions = meal.portions || meal.attendees.reduce((sum, { portion }) => sum + portion, 0);
  return portions > 0 ? `Eating: ${names} (${formatPortion(portions)})` : `Eating: ${names}`;
}

/** Longest first-name part an initials chip grows to before it is numbered instead. */
const MAX_FIRST_LETTERS = 3;

const wordsOf = (name: string) => name.trim().split(/\s+/).filter(Boolean);

/** "Mia Anders" → "MA" (1 letter), "MiA" (2); "Sam" → "S", "Sa". */
function initialsOf(name: string, firstLetters: number): string {
  const words = wordsOf(name);
  if (words.length === 0) return '?';
  const [first, ...rest] = words.map((word) => [...word]);
  const head = first[0].toUpperCase() + first.slice(1, firstLetters).join('').toLowerCase();
  const last = rest.length > 0 ? rest[rest.length - 1][0].toUpperCase() : '';
  return head + last;
}

/**
 * Initials for each person, unique among them: "MA" for "Mia Anders", one letter for a one-word
 * name; people who share initials get the next letters of their first name ("Sam", "Sar"), and
 * people who still cannot be told apart (the same name) a number ("S1", "S2").
 */
export function initialsFor(people: readonly { id: number; name: string }[]): Map<number, string> {
  const initials = new Map<number, string>();
  const unique = people.filter(({ id }, index) => people.findIndex((person) => person.id === id) === index);
  let pending = unique;
  for (let letters = 1; pending.length > 0; letters += 1) {
    const groups = new Map<string, typeof unique>();
    for (const person of pending) {
      const key = initialsOf(person.name, letters);
      groups.set(key, [...(groups.get(key) ?? []), person]);
    }
    pending = [];
    for (const [key, group] of groups) {
      if (group.length === 1) initials.set(group[0].id, key);
      else if (letters < MAX_FIRST_LETTERS) pending.push(...group);
      else group.forEach(({ id, name }, index) => initials.set(id, `${initialsOf(name, 1)}${index + 1}`));
    }
  }
  // In the people's order.
  return new Map(unique.map(({ id }) => [id, initials.get(id)!]));
}
