import { Container, PageSection } from '@/components/Section';
import { RecipesFilterGrid } from '@/features/recipes';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AddToPlannerButton } from './components/AddToPlannerButton';
import { WeeklyPlanner } from './components/WeeklyPlanner';

const addToPlanner = (recipeId: number) => <AddToPlannerButton recipeId={recipeId} />;

/** /meal-planner: recipes to choose from (each card can go into the week), then the week itself. */
export default function MealPlannerPage() {
  useDocumentTitle('Meal planner');
  return (
    <>
      <RecipesFilterGrid cardAction={addToPlanner} />
      <PageSection>
        <Container>
          <WeeklyPlanner />
        </Container>
      </PageSection>
    </>
  );
}
