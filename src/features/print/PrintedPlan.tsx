import styled from 'styled-components';
import { WEEK_MESSAGES } from '@contract/messages';
import { dateLabel } from '@contract/weeks';
import type { Category } from '@/api/cms';
import type { PlannedMeal, PlannerWeek } from '@/api/mealPlans';
import { dayLabel } from '@/lib/weekdays';

const Days = styled.div`
  display: grid;
  gap: 1rem 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  @media print {
    grid-template-columns: 1fr 1fr;
    gap: 3mm 6mm;
  }
`;

const Day = styled.section`
  break-inside: avoid;
  h2 {
    margin: 0 0 0.3rem;
    padding-bottom: 0.2rem;
    border-bottom: 1.5px solid currentColor;
    font-size: 1.05rem;
  }
`;

const Slot = styled.div`
  margin: 0.35rem 0 0;
  h3 {
    margin: 0;
    font-size: 0.78rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    margin: 0.1rem 0 0;
  }
`;

const MealName = styled.span`
  font-weight: 600;
`;

const Note = styled.span`
  display: block;
  font-size: 0.85em;
`;

const Nothing = styled.p`
  margin: 0;
  font-style: italic;
`;

const portionText = (portions: number) => String(Math.round(portions * 10) / 10);

/** "Mia, Sam · 2 portions"; a meal for the whole household with nobody named: "Everyone". */
export function whoEatsText(meal: PlannedMeal): string {
  const names = meal.attendees.map((attendee) => attendee.name);
  const who = names.length > 0 ? names.join(', ') : meal.wholeHousehold ? 'Everyone' : '';
  const portions =
    meal.portions > 0 ? `${portionText(meal.portions)} ${meal.portions === 1 ? 'portion' : 'portions'}` : '';
  return [who, portions].filter(Boolean).join(' · ');
}

/** A leftover says whose rest it is; a cooked meal with leftovers says how much to cook. */
export function leftoverMark(meal: PlannedMeal): string | null {
  if (meal.leftoverOf) return WEEK_MESSAGES.leftoverOf(dayLabel(meal.leftoverOf.day), meal.leftoverOf.categoryName);
  if (meal.leftovers.length === 0) return null;
  const days = [...new Set(meal.leftovers.map(({ day }) => dayLabel(day)))].join(', ');
  return `Cook for ${portionText(meal.cookPortions)} (leftovers for ${days})`;
}

function MealLine({ meal }: { meal: PlannedMeal }) {
  const who = whoEatsText(meal);
  const mark = leftoverMark(meal);
  return (
    <li>
      <MealName>{meal.name}</MealName>
      {meal.name !== meal.recipe.name && <Note>{meal.recipe.name}</Note>}
      {who && <Note>{who}</Note>}
      {mark && <Note>{mark}</Note>}
    </li>
  );
}

/** A day's meals under their categories, in the categories' order; a meal of an unknown one last. */
function slotsOf(meals: PlannedMeal[], categories: Category[]) {
  const known = new Set(categories.map((category) => category.id));
  const slots = categories
    .map((category) => ({
      key: String(category.id),
      name: category.name,
      meals: meals.filter((meal) => meal.categoryId === category.id),
    }))
    .filter((slot) => slot.meals.length > 0);
  const others = meals.filter((meal) => !known.has(meal.categoryId));
  return others.length > 0 ? [...slots, { key: 'other', name: 'Other', meals: others }] : slots;
}

/** Page 1 of the printed week: each day with its meals by category, who eats them, leftovers. */
export function PrintedPlan({ week, categories }: { week: PlannerWeek; categories: Category[] }) {
  const planned = week.some((day) => day.meals.length > 0);
  if (!planned) return <Nothing>Nothing is planned for this week yet.</Nothing>;
  return (
    <Days>
      {week.map(({ day, date, meals }) => (
        <Day key={day}>
          <h2>{date ? dateLabel(date) : dayLabel(day)}</h2>
          {meals.length === 0 ? (
            <Nothing>Nothing planned</Nothing>
          ) : (
            slotsOf(meals, categories).map((slot) => (
              <Slot key={slot.key}>
                <h3>{slot.name}</h3>
                <ul>
                  {slot.meals.map((meal) => (
                    <MealLine key={meal.id} meal={meal} />
                  ))}
                </ul>
              </Slot>
            ))
          )}
        </Day>
      ))}
    </Days>
  );
}
