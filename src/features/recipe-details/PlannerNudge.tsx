import styled from 'styled-components';
import { ctaPill } from '@/components/CtaLink';
import { PlanMealButton } from '@/entities/meal-plan';
import { mq } from '@/theme/theme';

const Card = styled.section`
  display: grid;
  gap: 1rem;
  justify-items: start;
  padding: 2rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.categoryPalette[5]};
  ${mq.md} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: 2.25rem 2.5rem;
  }
  h2 {
    margin: 0 0 0.4rem;
    font-size: clamp(1.4rem, 1.1rem + 1vw, 1.9rem);
  }
  p {
    margin: 0;
  }
`;

/** The primary pill of `CtaLink`, as a button: it opens a dialog rather than a page. */
const PlanButton = styled(PlanMealButton)`
  ${ctaPill}
`;

/** Planner promotion: put this dish into the week, from here ('Plan for a meal', issue 15). */
export function PlannerNudge({ recipeId, recipeName }: { recipeId: number; recipeName: string }) {
  return (
    <Card aria-labelledby="nudge-title">
      <div>
        <h2 id="nudge-title">Cooking this soon?</h2>
        <p>Add {recipeName} to a day of your weekly meal plan and never wonder what's for dinner.</p>
      </div>
      <PlanButton recipeId={recipeId} recipeName={recipeName}>
        Plan it into your week
      </PlanButton>
    </Card>
  );
}
