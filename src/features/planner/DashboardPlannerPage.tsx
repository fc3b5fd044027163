import { Link } from 'react-router';
import styled from 'styled-components';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { mq } from '@/theme/theme';
import { PageHeader } from '@/components/PageHeader';
import { ShoppingListLink } from '@/entities/shopping';
import { WeeklyPlanner } from './components/WeeklyPlanner';
import { PLANNER_PATH } from './plannerPaths';

/** The dashboard's page header, with more room above the week's table. */
const Header = styled(PageHeader)`
  margin-bottom: 2rem;
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
      <Header
        title="Meal planner"
        intro="Your week at a glance. Rename a meal to what your family calls it, or clear a slot when plans change."
      >
        <Links>
          <BrowseLink to={PLANNER_PATH}>Browse recipes to add</BrowseLink>
          <ShoppingListLink />
        </Links>
      </Header>
      <WeeklyPlanner />
    </>
  );
}
