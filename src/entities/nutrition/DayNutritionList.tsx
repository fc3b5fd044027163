import styled from 'styled-components';
import { bareList } from '@/components/bareList';
import { PLAN_NUTRIENTS_COMPACT, type Weekday } from '@contract/constants';
import type { MemberNutrition, PlanNutrition } from '@/api/nutrition';
import { dayLabel } from '@/lib/weekdays';
import { NutrientBar, type NutrientBarProps } from './NutrientBar';

const Members = styled.ul`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  ${bareList}
`;

const Member = styled.li`
  display: grid;
  gap: 0.3rem;
  min-width: 0;
`;

/* Names run to 60 characters: they wrap, anywhere if they must, and never widen the cell. */
/* At most two lines: the bars' accessible names carry the whole name. */
const MemberName = styled.span`
  display: -webkit-box;
  min-width: 0;
  overflow: hidden;
  font-size: 0.85rem;
  font-weight: 700;
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const Bars = styled.div<{ $columns: boolean }>`
  display: grid;
  gap: 0.35rem 0.9rem;
  min-width: 0;
  ${({ $columns }) => ($columns ? 'grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));' : '')}
`;

const Empty = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Uncounted = styled(Empty)`
  font-size: 0.78rem;
  overflow-wrap: anywhere;
`;

/** "1 meal not counted": planned meals whose recipes have no trusted estimate, left out of the bars. */
const uncountedMeals = (member: MemberNutrition) => {
  const uncounted = member.meals - member.mealsCounted;
  return uncounted === 1 ? '1 meal not counted' : `${uncounted} meals not counted`;
};

export const membersOfDay = (nutrition: PlanNutrition, day: Weekday): MemberNutrition[] =>
  nutrition.days.find((item) => item.day === day)?.members ?? [];

/**
 * Each member who eats a planned meal that day, by name, with a short bar per nutrient of
 * PLAN_NUTRIENTS_COMPACT and how many of their meals are not counted (a recipe too little of
 * which is in the food table); or "No meals planned". `show`: 'compact' in a day column of the week,
 * 'amounts' in a phone's day panel, where there is room for "1,180 / 2,400 kcal".
 */
export function DayNutritionList({
  day,
  members,
  show = 'compact',
}: {
  day: Weekday;
  members: MemberNutrition[];
  show?: NutrientBarProps['show'];
}) {
  const eating = members.filter((member) => member.meals > 0);
  if (eating.length === 0) return <Empty>No meals planned</Empty>;
  return (
    <Members>
      {eating.map((member) => (
        <Member key={member.memberId}>
          <MemberName title={member.name}>{member.name}</MemberName>
          {member.mealsCounted < member.meals && (
            <Uncounted title="Too little of the recipe is in our food table for an estimate.">
              {uncountedMeals(member)}
            </Uncounted>
          )}
          {member.mealsCounted > 0 && (
            <Bars $columns={show === 'amounts'}>
              {PLAN_NUTRIENTS_COMPACT.map((nutrient) => (
                <NutrientBar
                  key={nutrient}
                  nutrient={nutrient}
                  amount={member.totals[nutrient]}
                  reference={member.reference[nutrient]}
                  share={member.share[nutrient]}
                  context={`${member.name}, ${dayLabel(day)}`}
                  show={show}
                />
              ))}
            </Bars>
          )}
        </Member>
      ))}
    </Members>
  );
}
