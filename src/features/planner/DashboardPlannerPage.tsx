import { Link } from 'react-router';
import styled from 'styled-components';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { mq } from '@/theme/theme';
import { ShoppingListLink } from '@/features/shopping';
import { WeeklyPlanner } from './components/WeeklyPlanner';
import { PLANNER_PATH } from './plannerPaths';

/** Same title block as the other dashboard pages. */
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 2rem;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.2rem);
  }
  p {
    margin: 0.35rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 60ch;
  }
  ${mq.md} {
    margin-bottom: 2.5rem;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const BrowseLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.6rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** /dashboard/meal-planner: the same week as /meal-planner, with a way to go and add recipes. */
export default function DashboardPlannerPage() {
  useDocumentTitle('Meal planner');
  return (
    <>
      <Header>
        <div>
          <h1>Meal planner</h1>
          <p>Your week at a glance. Rename a meal to what your family calls it, or clear a slot when plans change.</p>
        </div>
        <Links>
          <BrowseLink to={PLANNER_PATH}>Browse recipes to add</BrowseLink>
          <ShoppingListLink />
        </Links>
      </Header>
      <WeeklyPlanner />
    </>
  );
}
