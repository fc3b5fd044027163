import styled from 'styled-components';
import { CtaLink } from '@/components/CtaLink';
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

/** Planner promotion: put this dish into the week. */
export function PlannerNudge({ recipeName }: { recipeName: string }) {
  return (
    <Card aria-labelledby="nudge-title">
      <div>
        <h2 id="nudge-title">Cooking this soon?</h2>
        <p>Add {recipeName} to a day of your weekly meal plan and never wonder what's for dinner.</p>
      </div>
      <CtaLink to="/meal-planner">Plan it into your week</CtaLink>
    </Card>
  );
}
