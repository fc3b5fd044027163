import { useSearchParams } from 'react-router';
import { CtaLink } from '@/components/CtaLink';
import styled from 'styled-components';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { mq } from '@/theme/theme';
import { PageHeader } from '@/components/PageHeader';
import { ShownWeekProvider, WeeklyPlanner } from './components/WeeklyPlanner';
import { WeekShoppingLink } from './week/WeekShoppingLink';
import { PLANNER_PATH } from '@/entities/meal-plan';

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

/** /dashboard/meal-planner: the same week as /meal-planner, with a way to go and add recipes. */
export default function DashboardPlannerPage() {
  useDocumentTitle('Meal planner');
  // The recipes open on the week shown here (issue 38): their cards plan into it.
  const [params] = useSearchParams();
  const week = params.get('week');
  return (
    <ShownWeekProvider>
      <Header
        title="Meal planner"
        intro="Your week at a glance. Rename a meal to what your family calls it, or clear a slot when plans change."
      >
        <Links>
          <CtaLink
            $variant="compact"
            to={{ pathname: PLANNER_PATH, search: week ? `?${new URLSearchParams({ week })}` : '' }}
          >
            Browse recipes to add
          </CtaLink>
          <WeekShoppingLink />
        </Links>
      </Header>
      <WeeklyPlanner />
    </ShownWeekProvider>
  );
}
