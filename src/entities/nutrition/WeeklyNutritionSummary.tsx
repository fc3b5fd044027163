import { useId } from 'react';
import styled from 'styled-components';
import { PLAN_NUTRIENT_INFO, PLAN_NUTRIENTS } from '@contract/constants';
import type { PlanNutrition } from '@/api/nutrition';
import { LoadProblem } from '@/components/LoadStates';
import { MemberWeekNutrition } from './MemberWeekNutrition';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  margin-top: 2rem;
  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: 1.3rem;
  }
`;

const Muted = styled.p`
  max-width: 70ch;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Members = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 21rem), 1fr));
  gap: 1rem;
  min-width: 0;
`;

const Source = styled.p`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const kinds = (kind: 'aim' | 'limit') =>
  PLAN_NUTRIENTS.filter((nutrient) => PLAN_NUTRIENT_INFO[nutrient].kind === kind)
    .map((nutrient) => PLAN_NUTRIENT_INFO[nutrient].label.toLowerCase())
    .join(', ');

const BARS_LEGEND =
  `Green bars are amounts to reach (${kinds('aim')}); grey bars are limits to stay under ` +
  `(${kinds('limit')}), marked “over” once passed.`;

const withFullStop = (sentence: string) => (/[.!?]$/.test(sentence.trim()) ? sentence.trim() : `${sentence.trim()}.`);

export interface WeeklyNutritionSummaryProps {
  nutrition: PlanNutrition | undefined;
  /** The last request failed (a failure after an answer keeps showing that answer). */
  failed: boolean;
  onRetry: () => void;
}

/**
 * "This week's nutrition (estimated)": per member, the week's planned meals as a day's average
 * against their daily reference, with how much of the ingredients the figures come from and
 * where the references come from. Nothing while it loads; a retry if it could not load.
 */
export function WeeklyNutritionSummary({ nutrition, failed, onRetry }: WeeklyNutritionSummaryProps) {
  const titleId = useId();
  if (!nutrition && !failed) return null;
  if (nutrition && nutrition.week.members.length === 0) return null;
  return (
    <Section aria-labelledby={titleId}>
      <h3 id={titleId}>The week’s nutrition (estimated)</h3>
      {nutrition ? (
        <>
          <Muted>
            Estimated from the recipes’ ingredients, counting only the meals planned here: a breakfast, snack or drink
            that is not in the plan is not counted, nor is a meal whose recipe our food table barely knows. Each figure
            is a day’s average over the days with counted meals, against that person’s daily reference.
          </Muted>
          <Muted>{BARS_LEGEND}</Muted>
          <Members>
            {nutrition.week.members.map((member) => (
              <MemberWeekNutrition key={member.memberId} member={member} />
            ))}
          </Members>
          {nutrition.referenceSource && <Source>Reference intakes: {withFullStop(nutrition.referenceSource)}</Source>}
        </>
      ) : (
        <LoadProblem message="We couldn’t load this week’s nutrition just now." onRetry={onRetry} />
      )}
    </Section>
  );
}
