import { useId } from 'react';
import styled from 'styled-components';
import { cardSurface } from '@/components/cardSurface';
import { MEMBER_AGE_GROUP_LABELS, PLAN_NUTRIENT_INFO, PLAN_NUTRIENTS } from '@contract/constants';
import type { MemberNutrition } from '@/api/nutrition';
import { formatNutrientAmount } from './nutritionFormat';
import { countOf } from '@/lib/plural';
import { NutrientBar } from './NutrientBar';

const Card = styled.section`
  display: grid;
  align-content: start;
  gap: 0.6rem;
  min-width: 0;
  padding: 0.75rem;
  ${cardSurface}
  @media (min-width: 375px) {
    padding: 1rem;
  }
  h4 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: 0.85rem;
  }
`;

/* Auto layout that may always fit its card: headers break inside a word only as a last resort. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 0.35rem 0 0.35rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    vertical-align: middle;
  }
  th:first-child {
    padding-left: 0;
    text-align: left;
  }
  /* break-word, not anywhere: a word's width still counts, so "Carbohydrate" is never split */
  th {
    overflow-wrap: break-word;
  }
  thead th {
    font-size: 0.72rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    vertical-align: bottom;
  }
  tbody th {
    font-size: 0.8rem;
    font-weight: 600;
  }
  td {
    white-space: nowrap;
  }
  td:last-child {
    width: 34%;
    white-space: normal;
    text-align: left;
  }
`;

const Unit = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const percentOf = (share: number) =>
  // Never "100 %" for a share short of all of it, nor "0 %" for some of it.
  share >= 1 ? 100 : share <= 0 ? 0 : Math.min(99, Math.max(1, Math.round(share * 100)));

/** "Based on 86 % of the ingredients' weight": of the counted meals, each with a trusted estimate. */
export const coverageText = (coverage: number): string =>
  `Based on ${percentOf(coverage)}\u00a0% of the ingredients’ weight.`;

/** "2 planned meals are not counted: …" — meals whose recipes have no trusted estimate. */
export function uncountedText(member: Pick<MemberNutrition, 'meals' | 'mealsCounted'>): string | null {
  const uncounted = member.meals - member.mealsCounted;
  if (uncounted <= 0) return null;
  return uncounted === 1
    ? '1 planned meal is not counted: too little of its recipe is in our food table.'
    : `${uncounted} planned meals are not counted: too little of their recipes is in our food table.`;
}

/**
 * One member's week in the summary: of each of the eight nutrients, a day's average over the days
 * with counted meals against their daily reference, and how much of the ingredients that comes
 * from; or that they eat no planned meal, or none with a trusted estimate.
 */
export function MemberWeekNutrition({ member }: { member: MemberNutrition }) {
  const titleId = useId();
  const perDay = (amount: number) => amount / Math.max(1, member.daysCounted);
  const uncounted = uncountedText(member);
  return (
    <Card aria-labelledby={titleId}>
      <h4 id={titleId}>{member.name}</h4>
      {member.meals === 0 ? (
        <p>No planned meals for {member.name} this week.</p>
      ) : member.mealsCounted === 0 ? (
        <p>{uncounted}</p>
      ) : (
        <>
          <p>
            {MEMBER_AGE_GROUP_LABELS[member.ageGroup]}, {countOf(member.meals, 'planned meal')}. A day’s average over
            the {countOf(member.daysCounted, 'day')} with counted meals.
          </p>
          {uncounted && <p>{uncounted}</p>}
          <Table>
            <caption className="visually-hidden">
              {member.name}: a day’s average this week, against the daily reference
            </caption>
            <thead>
              <tr>
                <th scope="col">Nutrient</th>
                <th scope="col">Average a day</th>
                <th scope="col">Daily reference</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {PLAN_NUTRIENTS.map((nutrient) => {
                const { label, unit } = PLAN_NUTRIENT_INFO[nutrient];
                return (
                  <tr key={nutrient}>
                    <th scope="row">
                      {label} <Unit>({unit})</Unit>
                    </th>
                    <td>{formatNutrientAmount(nutrient, perDay(member.totals[nutrient]))}</td>
                    <td>{formatNutrientAmount(nutrient, perDay(member.reference[nutrient]))}</td>
                    <td>
                      <NutrientBar
                        nutrient={nutrient}
                        amount={perDay(member.totals[nutrient])}
                        reference={perDay(member.reference[nutrient])}
                        share={member.share[nutrient]}
                        context={`${member.name}, this week`}
                        per="a day on average"
                        show="share"
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          {member.coverage !== null && <p>{coverageText(member.coverage)}</p>}
        </>
      )}
    </Card>
  );
}
