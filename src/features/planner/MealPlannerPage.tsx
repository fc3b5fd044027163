import styled from 'styled-components';
import { Container, PageSection } from '@/components/Section';
import { RecipesFilterGrid } from './recipes/RecipesFilterGrid';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AddToPlannerButton } from './components/AddToPlannerButton';
import { ShownWeekProvider, WeeklyPlanner } from './components/WeeklyPlanner';
import { PresetBar } from './week/PresetBar';
import { WeekShoppingLink } from './week/WeekShoppingLink';

const AfterWeek = styled.p`
  margin: 1.5rem 0 0;
`;

const addToPlanner = (recipeId: number) => <AddToPlannerButton recipeId={recipeId} />;

/**
 * /meal-planner: recipes to choose from (each card can go into the shown week), then the week
 * itself. The address names the week (`?week=`) and, after "Add meal", the slot a card's button
 * adds to in one tap.
 */
export default function MealPlannerPage() {
  useDocumentTitle('Meal planner');
  // A visitor's page is the same for everyone (and server-rendered): the link is for a planned week.
  const isSignedIn = useAppSelector(selectIsSignedIn);
  return (
    <ShownWeekProvider>
      <RecipesFilterGrid cardAction={addToPlanner} before={isSignedIn ? <PresetBar /> : undefined} />
      <PageSection>
        <Container>
          <WeeklyPlanner />
          {isSignedIn && (
            <AfterWeek>
              <WeekShoppingLink />
            </AfterWeek>
          )}
        </Container>
      </PageSection>
    </ShownWeekProvider>
  );
}
